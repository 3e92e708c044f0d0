import { PinIcon } from "@sanity/icons/Pin";
import { arrayOf, requiredString } from "../lib/fields";
import { defineSection } from "../lib/section";

/** A row of cities: those with a guide link to it, the others show as coming soon. */
export const cityButtons = defineSection({
  name: "cityButtons",
  title: "City buttons",
  icon: PinIcon,
  headingField: "heading",
  shows: ["cities"],
  fields: [
    requiredString("heading", "Heading", { max: 90 }),
    arrayOf("cities", "Cities", "cityButton", {
      validation: (rule) => rule.required().min(1).max(12),
    }),
    requiredString("comingSoonLabel", "“Coming soon” label", { max: 30 }),
  ],
});
