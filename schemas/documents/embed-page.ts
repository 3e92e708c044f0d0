import { LaunchIcon } from "@sanity/icons/Launch";
import { defineField, defineType } from "sanity";
import { requiredField, requiredString, rootSlugField, seoField } from "../lib/fields";
import { sitePath } from "../lib/site-path";
import { frameUrlRule } from "../lib/validation";

/**
 * A page that shows another site full-screen in a frame (the QR generator,
 * the London fine-dining guide).
 */
export const embedPage = defineType({
  name: "embedPage",
  title: "Embedded page",
  type: "document",
  icon: LaunchIcon,
  fields: [
    requiredString("title", "Title", { description: "Browser tab title.", max: 80 }),
    rootSlugField("title", "The page lives at /<slug>, e.g. /qr-generator."),
    defineField({
      name: "url",
      title: "Embedded address",
      type: "url",
      description:
        "The page shown in the frame: its https address (it must allow being embedded), or a path on this site such as /embeds/stand-in.html, the seeded stand-in.",
      validation: frameUrlRule,
    }),
    requiredString("description", "Frame description", {
      description: "Read by screen readers as the frame's title, e.g. “QR code generator”.",
      max: 120,
    }),
    requiredField("fallbackText", "Fallback text", "string", {
      description: "Shown with a link when the frame cannot load.",
    }),
    requiredField("fallbackLinkLabel", "Fallback link label", "string", {
      description: "Opens the embedded address in a new tab.",
    }),
    seoField("seo"),
  ],
  preview: {
    select: { title: "title", slug: "slug.current", url: "url", language: "language" },
    prepare: ({ title, slug, url, language }) => ({
      title,
      subtitle: `${sitePath(slug ?? "", language)} → ${url ?? ""}`,
    }),
  },
});
