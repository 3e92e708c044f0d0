import { optionalField } from "../lib/fields";
import { defineSeoType } from "../lib/seo-type";

/** SEO title and description for pages published in several languages. */
export const localeSeo = defineSeoType("localeSeo", [
  optionalField("title", "Page title", "localeString", {
    description: "Shown in the browser tab and search results. Keep it under 60 characters.",
  }),
  optionalField("description", "Description", "localeText", {
    description: "One or two sentences for search results (up to 160 characters).",
  }),
]);
