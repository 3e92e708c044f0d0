import { BasketIcon } from "@sanity/icons/Basket";
import { defineField } from "sanity";
import { optionalText, requiredField, requiredString, templateString } from "../lib/fields";
import { fieldGroups } from "../lib/groups";
import { defineSingleton } from "../lib/singleton";

/**
 * What the sticker products need wherever a page's product list shows them
 * (the shop at /merchant-stickers-shop is a `page` since ADR 0029's shop
 * migration): the cards' texts, the currency note and the checkout dialog's
 * texts and store. The products are `stickerProduct` documents; the shop's
 * intro, headings and promo codes are sections of its page.
 */
export const stickerShopPage = defineSingleton({
  name: "stickerShopPage",
  title: "Sticker shop settings",
  icon: BasketIcon,
  groups: fieldGroups({
    cards: "Product cards",
    checkout: "Checkout dialog",
  }),
  fields: [
    requiredField("currencyNote", "Currency note", "string", {
      group: "cards",
      description: "Small print under the products about currencies, VAT or shipping.",
    }),
    templateString("stickerCountTemplate", "Sticker count text", ["count"], {
      group: "cards",
      description:
        "Write {count} where the number goes, e.g. “{count} stickers”. Shown for packages of more than one sticker.",
    }),
    templateString("warrantyTemplate", "Warranty text", ["years"], {
      group: "cards",
      description: "Write {years} where the number goes, e.g. “{years}-year warranty”.",
    }),
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
  ],
  subtitle: "modalHeading",
});
