import { ThListIcon } from "@sanity/icons/ThList";
import { defineType } from "sanity";
import { arrayOf, requiredField } from "../lib/fields";

/** A titled list of links in the site footer. */
export const footerColumn = defineType({
  name: "footerColumn",
  title: "Footer column",
  type: "object",
  icon: ThListIcon,
  fields: [
    requiredField("title", "Title", "string"),
    arrayOf("links", "Links", "link", { validation: (rule) => rule.required().min(1) }),
  ],
  preview: {
    select: { title: "title", links: "links" },
    prepare: ({ title, links }) => ({
      title,
      subtitle: `${Array.isArray(links) ? links.length : 0} links`,
    }),
  },
});
