import { BarChartIcon } from "@sanity/icons/BarChart";
import { defineType } from "sanity";
import { figureValueField } from "../lib/card-fields";
import { requiredString } from "../lib/fields";

/** A big figure with a caption, e.g. “2,000+” / “years of history”. */
export const statTile = defineType({
  name: "statTile",
  title: "Figure",
  type: "object",
  icon: BarChartIcon,
  fields: [
    figureValueField("2,700+ or 4.9/5"),
    requiredString("label", "Caption", {
      description: "What the figure counts, e.g. years of history",
      max: 40,
    }),
  ],
  preview: {
    select: { title: "value", subtitle: "label" },
  },
});
