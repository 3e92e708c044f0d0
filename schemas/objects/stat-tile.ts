import { BarChartIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";

/** A big figure with a caption, e.g. “2,000+” / “years of history”. */
export const statTile = defineType({
  name: "statTile",
  title: "Figure",
  type: "object",
  icon: BarChartIcon,
  fields: [
    defineField({
      name: "value",
      title: "Figure",
      type: "string",
      description: "Shown large, exactly as typed, e.g. 2,700+ or 4.9/5",
      validation: (rule) => rule.required().max(12),
    }),
    defineField({
      name: "label",
      title: "Caption",
      type: "string",
      description: "What the figure counts, e.g. years of history",
      validation: (rule) => rule.required().max(40),
    }),
  ],
  preview: {
    select: { title: "value", subtitle: "label" },
  },
});
