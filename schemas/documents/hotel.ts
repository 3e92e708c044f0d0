import { HomeIcon } from "@sanity/icons/Home";
import { defineType } from "sanity";
import { requiredField, requiredString } from "../lib/fields";
import { coordinatesField, priceTierField, ratingField } from "../lib/listing-fields";
import { NAME_ORDERING } from "../lib/sort-order";

/** A place to stay listed on a city guide. */
export const hotel = defineType({
  name: "hotel",
  title: "Hotel",
  type: "document",
  icon: HomeIcon,
  fields: [
    requiredString("name", "Name", { max: 80 }),
    // Translated per field (decision 0035); the name is the hotel's own, in every language.
    requiredField("location", "Location", "localeString", {
      description: "Neighbourhood or landmark nearby, e.g. Trastevere",
    }),
    priceTierField(),
    ratingField("4.5"),
    coordinatesField("the hotel"),
    requiredField("image", "Image", "imageWithAlt"),
  ],
  orderings: [NAME_ORDERING],
  preview: {
    select: {
      title: "name",
      location: "location.en",
      priceTier: "priceTier",
      media: "image",
    },
    prepare: ({ title, location, priceTier, media }) => ({
      title,
      subtitle: [location, priceTier].filter(Boolean).join(" · "),
      media,
    }),
  },
});
