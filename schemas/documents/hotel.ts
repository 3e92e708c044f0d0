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
    requiredString("location", "Location", {
      description: "Neighbourhood or landmark nearby, e.g. Trastevere",
      max: 60,
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
      location: "location",
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
