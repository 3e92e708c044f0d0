import { DocumentTextIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { isUniqueRootSlug, rootSlugRule } from "../lib/validation";

/** Terms of Service, Privacy Policy and any other legal text (/terms, /privacy). */
export const legalPage = defineType({
  name: "legalPage",
  title: "Legal page",
  type: "document",
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "slug",
      title: "Address",
      type: "slug",
      description: "The page lives at /<slug>, e.g. /terms.",
      options: { source: "title", maxLength: 40, isUnique: isUniqueRootSlug },
      validation: rootSlugRule,
    }),
    defineField({
      name: "lastUpdated",
      title: "Last updated",
      type: "date",
      description: "Change this whenever the text changes in substance.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "lastUpdatedLabel",
      title: "“Last updated” label",
      type: "string",
      initialValue: "Last updated",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "body",
      title: "Text",
      type: "blockContent",
      description: "Use Heading for each section and Subheading inside sections.",
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: "seo",
      title: "SEO",
      type: "seo",
    }),
  ],
  preview: {
    select: { title: "title", slug: "slug.current", date: "lastUpdated" },
    prepare: ({ title, slug, date }) => ({
      title,
      subtitle: [slug ? `/${slug}` : null, date ? `updated ${date}` : null]
        .filter(Boolean)
        .join(" · "),
    }),
  },
});
