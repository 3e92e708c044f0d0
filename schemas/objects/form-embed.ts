import { EnvelopeIcon } from "@sanity/icons/Envelope";
import { defineField, defineType } from "sanity";
import { optionalField, requiredLocaleString, sectionIdField } from "../lib/fields";
import { formEmbedScriptUrlRule } from "../lib/validation";

/**
 * An embedded contact form from the forms provider: the site loads the
 * provider's script once and renders the form with this id. Merchant and
 * hotel pages use different forms, so each page stores its own.
 */
export const formEmbed = defineType({
  name: "formEmbed",
  title: "Contact form",
  type: "object",
  icon: EnvelopeIcon,
  fields: [
    sectionIdField("anchorId", "Section id", {
      description: "Links such as #contact scroll to the form.",
    }),
    requiredLocaleString("heading", "Heading"),
    optionalField("text", "Introduction", "localeText"),
    defineField({
      name: "formEmbedId",
      title: "Form id",
      type: "string",
      description: "The id of the form at the forms provider.",
      validation: (rule) => rule.required().regex(/^[A-Za-z0-9_-]+$/, { name: "form id" }),
    }),
    defineField({
      name: "formEmbedScriptUrl",
      title: "Embed script address",
      type: "url",
      description:
        "The provider's embed script (https), or a path on this site such as /forms/embed.js (the seeded stand-in).",
      validation: formEmbedScriptUrlRule,
    }),
    requiredLocaleString("loadingLabel", "Loading text", {
      description: "Shown while the form loads.",
    }),
    requiredLocaleString("fallbackText", "Fallback text", {
      description: "Shown when the form cannot load (e.g. blocked by a browser extension).",
    }),
  ],
  preview: {
    select: { title: "heading.en", subtitle: "formEmbedId" },
  },
});
