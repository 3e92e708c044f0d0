import { EyeOpenIcon } from "@sanity/icons/EyeOpen";
import { defineType } from "sanity";
import { requiredField, requiredString, requiredText } from "../lib/fields";
import { coordinatesField, ratingField } from "../lib/listing-fields";
import { NAME_ORDERING } from "../lib/sort-order";

/** A sight listed on a city guide. */
export const attraction = defineType({
  name: "attraction",
  title: "Attraction",
  type: "document",
  icon: EyeOpenIcon,
  fields: [
    requiredString("name", "Name", { max: 80 }),
    requiredString("category", "Category", {
      description: "Shown on the card as typed, e.g. Landmark, Museum, Park.",
      max: 30,
    }),
    ratingField("4.8"),
    coordinatesField("the sight"),
    requiredField("image", "Image", "imageWithAlt"),
    requiredText("description", "Description", {
      rows: 3,
      description: "Two or three sentences shown on the card.",
      max: 300,
    }),
  ],
  orderings: [NAME_ORDERING],
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
