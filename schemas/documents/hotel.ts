import { HomeIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { PRICE_TIERS } from "../lib/price-tiers";
import { ratingRule } from "../lib/validation";

/** A place to stay listed on a city guide. */
export const hotel = defineType({
  name: "hotel",
  title: "Hotel",
  type: "document",
  icon: HomeIcon,
  fields: [
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "location",
      title: "Location",
      type: "string",
      description: "Neighbourhood or landmark nearby, e.g. Trastevere",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "priceTier",
      title: "Price tier",
      type: "string",
      options: { list: PRICE_TIERS, layout: "radio", direction: "horizontal" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "rating",
      title: "Rating",
      type: "number",
      description: "0 to 5, one decimal (e.g. 4.5).",
      validation: ratingRule,
    }),
    defineField({
      name: "image",
      title: "Image",
      type: "imageWithAlt",
      validation: (rule) => rule.required(),
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
