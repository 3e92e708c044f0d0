import { SearchIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";

/** SEO title and description for pages published in several languages. */
export const localeSeo = defineType({
  name: "localeSeo",
  title: "SEO",
  type: "object",
  icon: SearchIcon,
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: "title",
      title: "Page title",
      type: "localeString",
      description: "Shown in the browser tab and search results. Keep it under 60 characters.",
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "localeText",
      description: "One or two sentences for search results (up to 160 characters).",
    }),
  ],
});
