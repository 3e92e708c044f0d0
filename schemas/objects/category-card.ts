import { TagIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { ICON_NAMES } from "../icon-names";
import { anchorIdRule } from "../lib/validation";

/** One of the Food / Travel / Hotels cards on the home page. */
export const categoryCard = defineType({
  name: "categoryCard",
  title: "Category",
  type: "object",
  icon: TagIcon,
  fields: [
    defineField({
      name: "anchorId",
      title: "Section id",
      type: "string",
      description: "The header links here with /#<id> (e.g. food). Lower-case, no spaces.",
      validation: anchorIdRule,
    }),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      validation: (rule) => rule.required().max(220),
    }),
    defineField({
      name: "iconName",
      title: "Icon",
      type: "string",
      options: { list: [...ICON_NAMES] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "image",
      title: "Image",
      type: "imageWithAlt",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: "title", subtitle: "description", media: "image" },
  },
});
