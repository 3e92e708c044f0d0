import { ImageIcon } from "@sanity/icons/Image";
import { defineField, defineType } from "sanity";

/**
 * Every picture on the site goes through this type so it always carries
 * alternative text (read by screen readers, shown when the image fails) and a
 * hotspot (which part to keep when the site crops it to a card or a hero).
 */
export const imageWithAlt = defineType({
  name: "imageWithAlt",
  title: "Image",
  type: "image",
  icon: ImageIcon,
  options: { hotspot: true },
  fields: [
    defineField({
      name: "alt",
      title: "Alternative text",
      type: "string",
      description:
        "What the picture shows, in one sentence, for people who cannot see it (e.g. “The Colosseum at sunset”).",
      validation: (rule) => [
        rule.required().error("Alternative text is required for accessibility"),
        rule.max(160).warning("Keep alternative text short (under 160 characters)"),
      ],
    }),
  ],
  validation: (rule) =>
    rule.custom((value) => (value && !value.asset ? "Choose or upload an image" : true)),
  preview: {
    select: { title: "alt", media: "asset" },
  },
});
