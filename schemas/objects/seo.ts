import { defineField } from "sanity";
import { defineSeoType } from "../lib/seo-type";
import { seoDescriptionWarning, seoTitleWarning } from "../lib/site-health-validation";

/** What search engines and link previews show for a page. */
export const seo = defineSeoType("seo", [
  defineField({
    name: "title",
    title: "Page title",
    type: "string",
    description:
      "Shown in the browser tab and search results: 30-60 characters. Left empty, the page's title is used (Site health lists it).",
    validation: (rule) => rule.custom(seoTitleWarning).warning(),
  }),
  defineField({
    name: "description",
    title: "Description",
    type: "text",
    rows: 2,
    description: "One or two sentences for search results: 70-160 characters.",
    validation: (rule) => rule.custom(seoDescriptionWarning).warning(),
  }),
]);
