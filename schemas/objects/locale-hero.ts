import { BlockElementIcon } from "@sanity/icons/BlockElement";
import { defineType } from "sanity";
import { optionalField, requiredLocaleString, requiredLocaleText } from "../lib/fields";

/** The opening block of a merchant or hotel page, in every language. */
export const localeHero = defineType({
  name: "localeHero",
  title: "Hero",
  type: "object",
  icon: BlockElementIcon,
  fields: [
    optionalField("eyebrow", "Eyebrow", "localeString", {
      description: "Small line above the heading.",
    }),
    requiredLocaleString("heading", "Heading"),
    requiredLocaleText("subheading", "Subheading"),
    requiredLocaleString("ctaLabel", "Button label", {
      description: "The button scrolls to the contact form.",
    }),
  ],
  preview: {
    select: { title: "heading.en", subtitle: "subheading.en" },
  },
});
