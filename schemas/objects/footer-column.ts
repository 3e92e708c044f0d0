import { ThListIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";

/** A titled list of links in the site footer. */
export const footerColumn = defineType({
  name: "footerColumn",
  title: "Footer column",
  type: "object",
  icon: ThListIcon,
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "links",
      title: "Links",
      type: "array",
      of: [defineArrayMember({ type: "link" })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: "title", links: "links" },
    prepare: ({ title, links }) => ({
      title,
      subtitle: `${Array.isArray(links) ? links.length : 0} links`,
    }),
  },
});
