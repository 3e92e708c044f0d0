import { ThLargeIcon } from "@sanity/icons/ThLarge";
import { arrayOf, optionalField, optionalText, requiredString } from "../lib/fields";
import { defineSection, optionalSectionIdField } from "../lib/section";

/** Selling points with icons, and optionally figures under them (the home page's features). */
export const featureGrid = defineSection({
  name: "featureGrid",
  title: "Feature grid",
  icon: ThLargeIcon,
  headingField: "heading",
  fields: [
    optionalSectionIdField(),
    requiredString("heading", "Heading", { max: 90 }),
    optionalText("subheading", "Introduction"),
    arrayOf("cards", "Features", "featureCard", {
      validation: (rule) => rule.required().min(1).max(6),
    }),
    arrayOf("claims", "Figures", "statTile", { validation: (rule) => rule.max(4) }),
    optionalField("footnote", "Note under the grid", "string"),
  ],
});
