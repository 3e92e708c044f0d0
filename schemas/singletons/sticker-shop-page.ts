import { BasketIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { requiredString, templateString } from "../lib/fields";

/**
 * The merchant sticker shop (/merchant-stickers-shop). The products are
 * `stickerProduct` documents; this page holds the copy around them, the
 * promo codes to show and the checkout dialog's texts.
 */
export const stickerShopPage = defineType({
  name: "stickerShopPage",
  title: "Sticker shop page",
  type: "document",
  icon: BasketIcon,
  groups: [
    { name: "page", title: "Page", default: true },
    { name: "promo", title: "Promo codes" },
    { name: "checkout", title: "Checkout dialog" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    defineField({
      name: "eyebrow",
      title: "Eyebrow",
      type: "string",
      group: "page",
    }),
    requiredString("heading", "Heading", { group: "page", max: 90 }),
    defineField({
      name: "subheading",
      title: "Subheading",
      type: "text",
      rows: 2,
      group: "page",
      validation: (rule) => rule.required(),
    }),
    requiredString("productsHeading", "Products heading", { group: "page" }),
    defineField({
      name: "currencyNote",
      title: "Currency note",
      type: "string",
      group: "page",
      description: "Small print under the products about currencies, VAT or shipping.",
      validation: (rule) => rule.required(),
    }),
    templateString("stickerCountTemplate", "Sticker count text", ["count"], {
      group: "page",
      description:
        "Write {count} where the number goes, e.g. “{count} stickers”. Shown for packages of more than one sticker.",
    }),
    templateString("warrantyTemplate", "Warranty text", ["years"], {
      group: "page",
      description: "Write {years} where the number goes, e.g. “{years}-year warranty”.",
    }),
    requiredString("promoHeading", "Promo heading", { group: "promo" }),
    defineField({
      name: "promoText",
      title: "Promo text",
      type: "text",
      rows: 2,
      group: "promo",
    }),
    defineField({
      name: "promoCodes",
      title: "Promo codes shown",
      type: "array",
      group: "promo",
      of: [defineArrayMember({ type: "reference", to: [{ type: "promoCode" }] })],
      validation: (rule) => rule.unique(),
    }),
    requiredString("copyCodeLabel", "“Copy code” button", { group: "promo" }),
    requiredString("copiedLabel", "“Copied” confirmation", { group: "promo" }),
    requiredString("modalHeading", "Dialog heading", { group: "checkout" }),
    defineField({
      name: "modalText",
      title: "Dialog text",
      type: "text",
      rows: 2,
      group: "checkout",
    }),
    requiredString("closeLabel", "Close button", {
      group: "checkout",
      description: "Also read by screen readers for the × button.",
    }),
    requiredString("checkoutLoadingLabel", "Loading text", {
      group: "checkout",
      description: "Shown while the store's buy button loads.",
    }),
    requiredString("checkoutErrorMessage", "Error message", {
      group: "checkout",
      description: "Shown when the store's buy button cannot load.",
    }),
    defineField({
      name: "storefrontDomain",
      title: "Store domain",
      type: "string",
      group: "checkout",
      description: "The online store's domain, e.g. shop.example.com (no https://).",
      validation: (rule) =>
        rule.required().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, { name: "domain name" }),
    }),
    defineField({
      name: "storefrontScriptUrl",
      title: "Buy-button script address",
      type: "url",
      group: "checkout",
      description: "The store's buy-button script (https), loaded when the dialog opens.",
      validation: (rule) => rule.required().uri({ scheme: ["https"] }),
    }),
    defineField({
      name: "seo",
      title: "SEO",
      type: "seo",
      group: "seo",
    }),
  ],
  preview: {
    select: { subtitle: "heading" },
    prepare: ({ subtitle }) => ({ title: "Sticker shop page", subtitle }),
  },
});
