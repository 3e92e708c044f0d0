import { PackageIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { ICON_NAMES } from "../icon-names";

/** A service or amenity offered to merchants or hotels (translated). */
export const serviceCard = defineType({
  name: "serviceCard",
  title: "Service",
  type: "object",
  icon: PackageIcon,
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
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "localeText",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: "title.en", subtitle: "description.en" },
  },
});
