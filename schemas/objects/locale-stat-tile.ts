import { BarChartIcon } from "@sanity/icons/BarChart";
import { defineType } from "sanity";
import { figureValueField } from "../lib/card-fields";
import { requiredLocaleString } from "../lib/fields";

/** A marketing figure with a translated caption (merchant pages). */
export const localeStatTile = defineType({
  name: "localeStatTile",
  title: "Figure",
  type: "object",
  icon: BarChartIcon,
  fields: [figureValueField("500+ or 4.9/5"), requiredLocaleString("label", "Caption")],
  preview: {
    select: { title: "value", subtitle: "label.en" },
  },
});
