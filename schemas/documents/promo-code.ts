import { TagsIcon } from "@sanity/icons/Tags";
import { defineField, defineType } from "sanity";
import { requiredField } from "../lib/fields";
import { uniqueAcrossType } from "../lib/validation";

const PROMO_TARGETS = [
  { value: "menus", title: "Digital menus" },
  { value: "merchantMenu", title: "Merchant menu plan" },
  { value: "hotels", title: "Hotel amenity ordering" },
];

/** A discount code shown on the site; the storefront applies it at checkout. */
export const promoCode = defineType({
  name: "promoCode",
  title: "Promo code",
  type: "document",
  icon: TagsIcon,
  fields: [
    defineField({
      name: "code",
      title: "Code",
      type: "string",
      description:
        "Exactly as customers type it at checkout: capital letters and digits, e.g. MT25.",
      validation: (rule) =>
        rule
          .required()
          .regex(/^[A-Z0-9]{3,20}$/, { name: "capital letters and digits" })
          .custom(uniqueAcrossType("code", "This code already exists")),
    }),
    defineField({
      name: "appliesTo",
      title: "Applies to",
      type: "string",
      options: { list: PROMO_TARGETS, layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    // Shown on the shop and merchant pages in the visitor's language (decision 0030).
    requiredField("description", "Description", "localeString", {
      description: "What the code gives, e.g. “25% off your first year of digital menus”.",
    }),
  ],
  preview: {
    select: { title: "code", subtitle: "description.en" },
  },
});
