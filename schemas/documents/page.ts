import { DocumentsIcon } from "@sanity/icons/Documents";
import { defineArrayMember, defineField, defineType } from "sanity";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "../languages";
import { fieldGroups } from "../lib/groups";
import { pageSlugRule } from "../lib/page-slug";
import { sitePath } from "../lib/site-path";
import { sectionTypes } from "../sections";

/**
 * A page staff compose from sections (docs/decisions/0029-pages-from-sections.md):
 * served at /slug in English and /<language>/slug in another language (decision 0035),
 * prerendered by the next build and shown in the browser before it. One document per
 * language; an Italian page's English twin is the one its `translation.metadata` links
 * ("Create Italian version"), for hreflang and the language switch.
 */
export const page = defineType({
  name: "page",
  title: "Page",
  type: "document",
  icon: DocumentsIcon,
  groups: fieldGroups({ content: "Content", seo: "SEO" }),
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      group: "content",
      description: "What staff call the page; the browser tab shows the SEO title, or this.",
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: "language",
      title: "Language",
      type: "string",
      group: "content",
      options: {
        list: SUPPORTED_LANGUAGES.map((language) => ({
          value: language.id,
          title: language.englishName,
        })),
        layout: "radio",
        direction: "horizontal",
      },
      initialValue: DEFAULT_LANGUAGE,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "slug",
      title: "Address",
      type: "slug",
      group: "content",
      description:
        "The page's address: spring-offer is served at /spring-offer in English, offerta-di-primavera at /it/offerta-di-primavera in Italian.",
      // The language-aware check is in the validation (pageSlugRule); Sanity's own
      // uniqueness would refuse an English and an Italian page sharing an address.
      options: { source: "title", maxLength: 60, isUnique: () => true },
      validation: pageSlugRule,
    }),
    defineField({
      name: "sections",
      title: "Sections",
      type: "array",
      group: "content",
      description: "The page from top to bottom: add, drag to reorder, or remove sections.",
      of: sectionTypes.map((section) => defineArrayMember({ type: section.name })),
      validation: (rule) => rule.required().min(1).error("Add at least one section"),
    }),
    defineField({ name: "seo", title: "SEO", type: "seo", group: "seo" }),
    defineField({
      name: "noindex",
      title: "Hide from search engines",
      type: "boolean",
      group: "seo",
      description:
        "Keeps the page out of search results and the sitemap (e.g. a card holders' offer).",
      initialValue: false,
    }),
  ],
  preview: {
    select: { title: "title", slug: "slug.current", language: "language", media: "seo.image" },
    prepare: ({ title, slug, language, media }) => ({
      title,
      subtitle: sitePath(slug ?? "(no address yet)", language),
      media,
    }),
  },
});
