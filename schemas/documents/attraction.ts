import { EyeOpenIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { ratingRule } from "../lib/validation";

/** A sight listed on a city guide. */
export const attraction = defineType({
  name: "attraction",
  title: "Attraction",
  type: "document",
  icon: EyeOpenIcon,
  fields: [
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "category",
      title: "Category",
      type: "string",
      description: "Shown on the card as typed, e.g. Landmark, Museum, Park.",
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: "rating",
      title: "Rating",
      type: "number",
      description: "0 to 5, one decimal (e.g. 4.8).",
      validation: ratingRule,
    }),
    defineField({
      name: "image",
      title: "Image",
      type: "imageWithAlt",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      description: "Two or three sentences shown on the card.",
      validation: (rule) => rule.required().max(300),
    }),
  ],
  orderings: [
    {
      title: "Name",
      name: "nameAsc",
      by: [{ field: "name", direction: "asc" }],
    },
  ],
  preview: {
    select: {
      title: "name",
      category: "category",
      rating: "rating",
      media: "image",
    },
    prepare: ({ title, category, rating, media }) => ({
      title,
      subtitle: [category, rating !== undefined ? `★ ${rating}` : null].filter(Boolean).join(" · "),
      media,
    }),
  },
});
