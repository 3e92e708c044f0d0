import { IceCreamIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { PRICE_TIERS } from "../lib/price-tiers";
import { ratingRule } from "../lib/validation";

/** A place to eat listed on a city guide. */
export const restaurant = defineType({
  name: "restaurant",
  title: "Restaurant",
  type: "document",
  icon: IceCreamIcon,
  fields: [
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "cuisine",
      title: "Cuisine",
      type: "string",
      description: "e.g. Roman trattoria, Indonesian, Modern European",
      validation: (rule) => rule.required().max(40),
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
      description: "0 to 5, one decimal (e.g. 4.6).",
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
      cuisine: "cuisine",
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
