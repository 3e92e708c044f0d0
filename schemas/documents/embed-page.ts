import { LaunchIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { httpUrlRule, isUniqueRootSlug, rootSlugRule } from "../lib/validation";

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
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "Browser tab title.",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "slug",
      title: "Address",
      type: "slug",
      description: "The page lives at /<slug>, e.g. /qr-generator.",
      options: { source: "title", maxLength: 40, isUnique: isUniqueRootSlug },
      validation: rootSlugRule,
    }),
    defineField({
      name: "url",
      title: "Embedded address",
      type: "url",
      description: "The page shown in the frame. It must allow being embedded.",
      validation: httpUrlRule,
    }),
    defineField({
      name: "description",
      title: "Frame description",
      type: "string",
      description: "Read by screen readers as the frame's title, e.g. “QR code generator”.",
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: "fallbackText",
      title: "Fallback text",
      type: "string",
      description: "Shown with a link when the frame cannot load.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "fallbackLinkLabel",
      title: "Fallback link label",
      type: "string",
      description: "Opens the embedded address in a new tab.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "seo",
      title: "SEO",
      type: "seo",
    }),
  ],
  preview: {
    select: { title: "title", slug: "slug.current", url: "url" },
    prepare: ({ title, slug, url }) => ({
      title,
      subtitle: `/${slug ?? ""} → ${url ?? ""}`,
    }),
  },
});
