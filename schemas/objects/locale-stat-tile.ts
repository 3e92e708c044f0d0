import { BarChartIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";

/** A marketing figure with a translated caption (merchant pages). */
export const localeStatTile = defineType({
  name: "localeStatTile",
  title: "Figure",
  type: "object",
  icon: BarChartIcon,
  fields: [
    defineField({
      name: "value",
      title: "Figure",
      type: "string",
      description: "Shown large, exactly as typed, e.g. 500+ or 4.9/5",
      validation: (rule) => rule.required().max(12),
    }),
    defineField({
      name: "label",
      title: "Caption",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: "value", subtitle: "label.en" },
  },
});
