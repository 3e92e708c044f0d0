import { TrolleyIcon } from "@sanity/icons/Trolley";
import { defineField, defineType } from "sanity";
import { arrayOf, optionalField, requiredField } from "../lib/fields";
import { fieldGroups } from "../lib/groups";
import { SORT_ORDER_ORDERING, sortOrderField } from "../lib/sort-order";
import { hexColourRule, priceRule, uniqueAcrossType } from "../lib/validation";

const STICKER_PRODUCT_IDS = [
  { value: "premium", title: "Premium (all-in-one package)" },
  { value: "standard", title: "Standard" },
  { value: "budget", title: "Budget (random design)" },
];

/** A price in one currency; `example` shows staff the format. */
function priceField(name: string, title: string, example: string) {
  return defineField({
    name,
    title,
    type: "number",
    group: "price",
    description: `e.g. ${example}`,
    validation: priceRule,
  });
}

/** One of the buy button's four colours; all are hex codes checked by `hexColourRule`. */
function buttonColourField(name: string, title: string, description?: string) {
  return defineField({
    name,
    title,
    type: "string",
    group: "button",
    ...(description ? { description } : {}),
    validation: hexColourRule,
  });
}

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
  groups: fieldGroups({ product: "Product", price: "Price", button: "Buy button" }),
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
    // Short copy is translated per field, one entry per language (decision 0030).
    requiredField("name", "Name", "localeString", { group: "product" }),
    optionalField("badge", "Badge", "localeString", {
      group: "product",
      description: "Optional ribbon on the card, e.g. MOST POPULAR.",
    }),
    optionalField("image", "Image", "imageWithAlt", {
      group: "product",
      description: "A photo or mock-up of the sticker.",
    }),
    requiredField("description", "Description", "localeText", { group: "product" }),
    arrayOf("features", "Features", "localeString", {
      group: "product",
      description: "Bullet points on the card, one short line each.",
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
    sortOrderField("product", "Lower numbers are shown first."),
    priceField("priceEur", "Price in euros", "35.95"),
    priceField("priceGbp", "Price in pounds", "29.99"),
    requiredField("priceNote", "Price note", "localeString", {
      group: "price",
      description: "Shown after the price, e.g. “per sticker” or “package”.",
    }),
    defineField({
      name: "storefrontProductId",
      title: "Storefront product id",
      type: "string",
      group: "button",
      description: "The product's id in the online store; the buy button checks out this product.",
      validation: (rule) => rule.required().regex(/^[A-Za-z0-9_:/.-]+$/, { name: "product id" }),
    }),
    requiredField("buttonText", "Button text", "localeString", { group: "button" }),
    buttonColourField("buttonColor", "Button colour", "Hex colour, e.g. #E4572E"),
    buttonColourField(
      "buttonTextColor",
      "Button text colour",
      "Hex colour with enough contrast against the button colour.",
    ),
    buttonColourField("buttonHoverColor", "Button hover colour"),
    buttonColourField("buttonHoverTextColor", "Button hover text colour"),
  ],
  orderings: [SORT_ORDER_ORDERING],
  preview: {
    select: {
      title: "name.en",
      priceEur: "priceEur",
      priceGbp: "priceGbp",
      priceNote: "priceNote.en",
      badge: "badge.en",
      media: "image",
    },
    prepare: ({ title, priceEur, priceGbp, priceNote, badge, media }) => ({
      media,
      title: badge ? `${title} (${badge})` : title,
      subtitle: `€${priceEur ?? "?"} / £${priceGbp ?? "?"} ${priceNote ?? ""}`.trim(),
    }),
  },
});
