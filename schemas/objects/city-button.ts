import { PinIcon } from "@sanity/icons/Pin";
import { defineField, defineType } from "sanity";
import { requiredString } from "../lib/fields";

/**
 * A city in the home page's city row. Cities with a published guide link to
 * it; the others are shown as “coming soon” so the row can list destinations
 * before their guide exists.
 */
export const cityButton = defineType({
  name: "cityButton",
  title: "City",
  type: "object",
  icon: PinIcon,
  fields: [
    requiredString("label", "City name", { max: 30 }),
    defineField({
      name: "city",
      title: "City guide",
      type: "reference",
      to: [{ type: "city" }],
      description:
        "Pick the guide to link to. Leave empty while the guide is not written yet: the button then shows as coming soon.",
    }),
  ],
  preview: {
    select: { title: "label", guide: "city.name" },
    prepare: ({ title, guide }) => ({
      title,
      subtitle: guide ? `Guide: ${guide}` : "Coming soon (no guide yet)",
    }),
  },
});
