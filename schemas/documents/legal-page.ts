import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineField, defineType } from "sanity";
import { requiredField, requiredString, rootSlugField, seoField } from "../lib/fields";
import { sitePath } from "../lib/site-path";

/** Terms of Service, Privacy Policy and any other legal text (/terms, /privacy). */
export const legalPage = defineType({
  name: "legalPage",
  title: "Legal page",
  type: "document",
  icon: DocumentTextIcon,
  fields: [
    requiredString("title", "Title", { max: 80 }),
    rootSlugField("title", "The page lives at /<slug>, e.g. /terms."),
    requiredField("lastUpdated", "Last updated", "date", {
      description: "Change this whenever the text changes in substance.",
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
    seoField("seo"),
  ],
  preview: {
    select: { title: "title", slug: "slug.current", date: "lastUpdated", language: "language" },
    prepare: ({ title, slug, date, language }) => ({
      title,
      subtitle: [slug ? sitePath(slug, language) : null, date ? `updated ${date}` : null]
        .filter(Boolean)
        .join(" · "),
    }),
  },
});
