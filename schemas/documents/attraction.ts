import { EyeOpenIcon } from "@sanity/icons/EyeOpen";
import { defineType } from "sanity";
import { requiredField } from "../lib/fields";
import { coordinatesField, ratingField } from "../lib/listing-fields";
import { LOCALE_NAME_ORDERING } from "../lib/sort-order";

/** A sight listed on a city guide. */
export const attraction = defineType({
  name: "attraction",
  title: "Attraction",
  type: "document",
  icon: EyeOpenIcon,
  fields: [
    // Translated per field (decision 0035): the place is one document every city guide
    // version shows; "Colosseum" is "Colosseo" on the Italian guide.
    requiredField("name", "Name", "localeString"),
    requiredField("category", "Category", "localeString", {
      description: "Shown on the card as typed, e.g. Landmark, Museum, Park.",
    }),
    ratingField("4.8"),
    coordinatesField("the sight"),
    requiredField("image", "Image", "imageWithAlt"),
    requiredField("description", "Description", "localeText", {
      description: "Two or three sentences shown on the card.",
    }),
  ],
  orderings: [LOCALE_NAME_ORDERING],
  preview: {
    select: {
      title: "name.en",
      category: "category.en",
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
