import { StarIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { ICON_NAMES } from "../icon-names";

/** A short selling point with an icon. */
export const featureCard = defineType({
  name: "featureCard",
  title: "Feature",
  type: "object",
  icon: StarIcon,
  fields: [
    defineField({
      name: "iconName",
      title: "Icon",
      type: "string",
      options: { list: [...ICON_NAMES] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      validation: (rule) => rule.required().max(220),
    }),
  ],
  preview: {
    select: { title: "title", subtitle: "description" },
  },
});
