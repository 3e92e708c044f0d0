import { BasketIcon } from "@sanity/icons/Basket";
import { defineArrayMember, defineField } from "sanity";
import {
  optionalField,
  optionalText,
  requiredField,
  requiredString,
  requiredText,
  seoField,
  templateString,
} from "../lib/fields";
import { fieldGroups } from "../lib/groups";
import { defineSingleton } from "../lib/singleton";

/**
 * The merchant sticker shop (/merchant-stickers-shop). The products are
 * `stickerProduct` documents; this page holds the copy around them, the
 * promo codes to show and the checkout dialog's texts.
 */
export const stickerShopPage = defineSingleton({
  name: "stickerShopPage",
  title: "Sticker shop page",
  icon: BasketIcon,
  groups: fieldGroups({
    page: "Page",
    promo: "Promo codes",
    checkout: "Checkout dialog",
    seo: "SEO",
  }),
  fields: [
    optionalField("eyebrow", "Eyebrow", "string", { group: "page" }),
    requiredString("heading", "Heading", { group: "page", max: 90 }),
    requiredText("subheading", "Subheading", { group: "page" }),
    requiredString("productsHeading", "Products heading", { group: "page" }),
    requiredField("currencyNote", "Currency note", "string", {
      group: "page",
      description: "Small print under the products about currencies, VAT or shipping.",
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
    optionalText("promoText", "Promo text", { group: "promo" }),
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
    optionalText("modalText", "Dialog text", { group: "checkout" }),
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
    seoField("seo", { group: "seo" }),
  ],
  subtitle: "heading",
});
