import { ErrorOutlineIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { requiredString } from "../lib/fields";

/** What visitors see on an address that does not exist. */
export const notFoundPage = defineType({
  name: "notFoundPage",
  title: "Page not found (404)",
  type: "document",
  icon: ErrorOutlineIcon,
  fields: [
    defineField({
      name: "eyebrow",
      title: "Eyebrow",
      type: "string",
      description: "Small line above the title, e.g. 404.",
    }),
    requiredString("title", "Title"),
    defineField({
      name: "text",
      title: "Text",
      type: "text",
      rows: 2,
      validation: (rule) => rule.required(),
    }),
    requiredString("homeLabel", "“Go Back Home” button"),
    requiredString("backLabel", "“Go Back” button", {
      description: "Returns to the previous page in the browser history.",
    }),
    requiredString("linksHeading", "Helpful links heading"),
    defineField({
      name: "links",
      title: "Helpful links",
      type: "array",
      description: "e.g. Features → /#features, Coming Soon → /#coming-soon, Sign Up → /signup",
      of: [defineArrayMember({ type: "link" })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
  preview: {
    select: { subtitle: "title" },
    prepare: ({ subtitle }) => ({ title: "Page not found (404)", subtitle }),
  },
});
