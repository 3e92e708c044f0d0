import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineField } from "sanity";
import { optionalText, requiredString, sectionIdField } from "../lib/fields";
import { defineSection } from "../lib/section";
import { formEmbedScriptUrlRule } from "../lib/validation";

/**
 * A form from the forms provider (the merchant and hotel contact forms). Named
 * `embeddedForm` because `formEmbed` is the bilingual object of the older
 * singletons; this one is written in the page's language.
 */
export const embeddedForm = defineSection({
  name: "embeddedForm",
  title: "Form embed",
  icon: DocumentTextIcon,
  headingField: "heading",
  shows: ["formEmbedId"],
  fields: [
    sectionIdField("anchorId", "Section id", {
      initialValue: "contact",
      description: "Buttons linking to #contact scroll to this form.",
    }),
    requiredString("heading", "Heading", { max: 90 }),
    optionalText("text", "Text"),
    requiredString("formEmbedId", "Form id", { description: "The form's id at the provider." }),
    defineField({
      name: "formEmbedScriptUrl",
      title: "Provider script",
      type: "url",
      description:
        "The provider's embed script (https), or a path on this site such as /forms/embed.js.",
      validation: formEmbedScriptUrlRule,
    }),
    requiredString("loadingLabel", "Loading label"),
    requiredString("fallbackText", "Text when the form does not load", {
      description: "An email address in it becomes a link.",
    }),
  ],
});
