import { IceCreamIcon } from "@sanity/icons/IceCream";
import { defineType } from "sanity";
import { requiredField, requiredString } from "../lib/fields";
import { coordinatesField, priceTierField, ratingField } from "../lib/listing-fields";
import { NAME_ORDERING } from "../lib/sort-order";

/** A place to eat listed on a city guide. */
export const restaurant = defineType({
  name: "restaurant",
  title: "Restaurant",
  type: "document",
  icon: IceCreamIcon,
  fields: [
    requiredString("name", "Name", { max: 80 }),
    // Translated per field (decision 0035); the name is the restaurant's own, in every language.
    requiredField("cuisine", "Cuisine", "localeString", {
      description: "e.g. Roman trattoria, Indonesian, Modern European",
    }),
    priceTierField(),
    ratingField("4.6"),
    coordinatesField("the restaurant"),
    requiredField("image", "Image", "imageWithAlt"),
  ],
  orderings: [NAME_ORDERING],
  preview: {
    select: {
      title: "name",
      cuisine: "cuisine.en",
      priceTier: "priceTier",
      rating: "rating",
      media: "image",
    },
    prepare: ({ title, cuisine, priceTier, rating, media }) => ({
      title,
      subtitle: [cuisine, priceTier, rating !== undefined ? `★ ${rating}` : null]
        .filter(Boolean)
        .join(" · "),
      media,
    }),
  },
});
