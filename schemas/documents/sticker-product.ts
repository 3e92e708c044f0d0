import { TrolleyIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { hexColourRule, priceRule, uniqueAcrossType } from "../lib/validation";

export const STICKER_PRODUCT_IDS = [
  { value: "premium", title: "Premium (all-in-one package)" },
  { value: "standard", title: "Standard" },
  { value: "budget", title: "Budget (random design)" },
];

/**
 * A QR table-sticker product on the merchant sticker shop. Checkout happens
 * in the external storefront; this document holds what the shop page shows
 * and the storefront's product id for the buy button.
 */
export const stickerProduct = defineType({
  name: "stickerProduct",
  title: "Sticker product",
  type: "document",
  icon: TrolleyIcon,
  groups: [
    { name: "product", title: "Product", default: true },
    { name: "price", title: "Price" },
    { name: "button", title: "Buy button" },
  ],
  fields: [
    defineField({
      name: "productId",
      title: "Product key",
      type: "string",
      group: "product",
      description: "Which of the three offers this is. Each key can be used by one product only.",
      options: { list: STICKER_PRODUCT_IDS, layout: "radio" },
      validation: (rule) =>
        rule
          .required()
          .custom(uniqueAcrossType("productId", "Another sticker product already uses this key")),
    }),
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      group: "product",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "badge",
      title: "Badge",
      type: "string",
      group: "product",
      description: "Optional ribbon on the card, e.g. MOST POPULAR.",
      validation: (rule) => rule.max(20),
    }),
    defineField({
      name: "image",
      title: "Image",
      type: "imageWithAlt",
      group: "product",
      description: "A photo or mock-up of the sticker.",
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      group: "product",
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: "features",
      title: "Features",
      type: "array",
      group: "product",
      description: "Bullet points on the card, one short line each.",
      of: [defineArrayMember({ type: "string" })],
      validation: (rule) => rule.required().min(1).max(8),
    }),
    defineField({
      name: "stickerCount",
      title: "Stickers included",
      type: "number",
      group: "product",
      description: "How many stickers one purchase contains (1 for single stickers).",
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({
      name: "warrantyYears",
      title: "Warranty (years)",
      type: "number",
      group: "product",
      validation: (rule) => rule.required().integer().min(0).max(10),
    }),
    defineField({
      name: "order",
      title: "Sort order",
      type: "number",
      group: "product",
      description: "Lower numbers are shown first.",
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: "priceEur",
      title: "Price in euros",
      type: "number",
      group: "price",
      description: "e.g. 35.95",
      validation: priceRule,
    }),
    defineField({
      name: "priceGbp",
      title: "Price in pounds",
      type: "number",
      group: "price",
      description: "e.g. 29.99",
      validation: priceRule,
    }),
    defineField({
      name: "priceNote",
      title: "Price note",
      type: "string",
      group: "price",
      description: "Shown after the price, e.g. “per sticker” or “package”.",
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: "storefrontProductId",
      title: "Storefront product id",
      type: "string",
      group: "button",
      description: "The product's id in the online store; the buy button checks out this product.",
      validation: (rule) => rule.required().regex(/^[A-Za-z0-9_:/.-]+$/, { name: "product id" }),
    }),
    defineField({
      name: "buttonText",
      title: "Button text",
      type: "string",
      group: "button",
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: "buttonColor",
      title: "Button colour",
      type: "string",
      group: "button",
      description: "Hex colour, e.g. #E4572E",
      validation: hexColourRule,
    }),
    defineField({
      name: "buttonTextColor",
      title: "Button text colour",
      type: "string",
      group: "button",
      description: "Hex colour with enough contrast against the button colour.",
      validation: hexColourRule,
    }),
    defineField({
      name: "buttonHoverColor",
      title: "Button hover colour",
      type: "string",
      group: "button",
      validation: hexColourRule,
    }),
    defineField({
      name: "buttonHoverTextColor",
      title: "Button hover text colour",
      type: "string",
      group: "button",
      validation: hexColourRule,
    }),
  ],
  orderings: [
    {
      title: "Sort order",
      name: "orderAsc",
      by: [{ field: "order", direction: "asc" }],
    },
  ],
  preview: {
    select: {
      title: "name",
      priceEur: "priceEur",
      priceGbp: "priceGbp",
      priceNote: "priceNote",
      badge: "badge",
      media: "image",
    },
    prepare: ({ title, priceEur, priceGbp, priceNote, badge, media }) => ({
      media,
      title: badge ? `${title} (${badge})` : title,
      subtitle: `€${priceEur ?? "?"} / £${priceGbp ?? "?"} ${priceNote ?? ""}`.trim(),
    }),
  },
});
