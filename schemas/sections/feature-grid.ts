import { ThLargeIcon } from "@sanity/icons/ThLarge";
import { arrayOf, optionalField, optionalText, requiredString } from "../lib/fields";
import { defineSection, optionalSectionIdField } from "../lib/section";

/**
 * Selling points with icons, optionally figures under them and a row of cities under
 * those, all on one band (the home page's features). A city row of its own is the
 * `cityButtons` section; here it continues the features without a gap.
 */
export const featureGrid = defineSection({
  name: "featureGrid",
  title: "Feature grid",
  icon: ThLargeIcon,
  headingField: "heading",
  shows: ["cards"],
  fields: [
    optionalSectionIdField(),
    requiredString("heading", "Heading", { max: 90 }),
    optionalText("subheading", "Introduction"),
    arrayOf("cards", "Features", "featureCard", {
      validation: (rule) => rule.required().min(1).max(6),
    }),
    arrayOf("claims", "Figures", "statTile", { validation: (rule) => rule.max(4) }),
    optionalField("footnote", "Note under the grid", "string"),
    optionalField("citiesHeading", "Cities heading", "string", {
      description: "Over the row of cities under the features, e.g. “Explore our cities”.",
    }),
    arrayOf("cities", "Cities", "cityButton", {
      description:
        "In order, under the features. Link a city to its guide; cities without a guide show as coming soon. Leave empty for no row.",
      validation: (rule) => rule.max(12),
    }),
    optionalField("comingSoonLabel", "“Coming soon” label", "string", {
      description: "Shown on cities that have no guide yet.",
    }),
  ],
  validation: (rule) =>
    rule.custom(
      (
        value: { cities?: unknown[]; citiesHeading?: string; comingSoonLabel?: string } | undefined,
      ) => {
        if (!value?.cities?.length) return true;
        if (!value.citiesHeading) return "Feature grid: the cities have no heading; add one";
        if (!value.comingSoonLabel)
          return "Feature grid: add the “Coming soon” label shown on cities without a guide";
        return true;
      },
    ),
});
