import { BlockElementIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";

/** The opening block of a merchant or hotel page, in every language. */
export const localeHero = defineType({
  name: "localeHero",
  title: "Hero",
  type: "object",
  icon: BlockElementIcon,
  fields: [
    defineField({
      name: "eyebrow",
      title: "Eyebrow",
      type: "localeString",
      description: "Small line above the heading.",
    }),
    defineField({
      name: "heading",
      title: "Heading",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "subheading",
      title: "Subheading",
      type: "localeText",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "ctaLabel",
      title: "Button label",
      type: "localeString",
      description: "The button scrolls to the contact form.",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: "heading.en", subtitle: "subheading.en" },
  },
});
