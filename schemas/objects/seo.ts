import { defineField } from "sanity";
import { defineSeoType } from "../lib/seo-type";

/** What search engines and link previews show for a page. */
export const seo = defineSeoType("seo", [
  defineField({
    name: "title",
    title: "Page title",
    type: "string",
    description:
      "Shown in the browser tab and search results. Leave empty to use the page heading. Keep it under 60 characters.",
    validation: (rule) => rule.max(70).warning("Search engines cut titles after ~60 characters"),
  }),
  defineField({
    name: "description",
    title: "Description",
    type: "text",
    rows: 2,
    description: "One or two sentences for search results (up to 160 characters).",
    validation: (rule) =>
      rule.max(170).warning("Search engines cut descriptions after ~160 characters"),
  }),
]);
