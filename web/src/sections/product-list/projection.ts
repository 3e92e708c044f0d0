import { IMAGE } from "../../lib/query-fragments";

/**
 * The sticker shop settings ($lang): the product cards' texts, the currency note
 * and the checkout dialog's texts and store, wherever a page's product list
 * shows the products (the shop's page included).
 */
const STICKER_SHOP_PAGE = /* groq */ `{
  currencyNote,
  stickerCountTemplate,
  warrantyTemplate,
  modalHeading,
  modalText,
  closeLabel,
  checkoutLoadingLabel,
  checkoutErrorMessage,
  storefrontDomain,
  storefrontScriptUrl
}`;

/** A sticker product as its card and the checkout show it ($lang). */
const STICKER_PRODUCT = /* groq */ `{
  _id,
  productId,
  "name": coalesce(string(name[$lang]), name.en),
  "badge": coalesce(string(badge[$lang]), badge.en),
  image${IMAGE},
  "description": coalesce(string(description[$lang]), description.en),
  "features": features[]{_key, "text": coalesce(string(@[$lang]), @.en)},
  stickerCount,
  warrantyYears,
  priceEur,
  priceGbp,
  "priceNote": coalesce(string(priceNote[$lang]), priceNote.en),
  storefrontProductId,
  "buttonText": coalesce(string(buttonText[$lang]), buttonText.en),
  buttonColor,
  buttonTextColor,
  buttonHoverColor,
  buttonHoverTextColor
}`;

/** What the page query (projections.gen.ts) reads of a `productList` section. */
export const productListProjection = /* groq */ `_type == "productList" => {
  heading, text, underIntro,
  "shop": *[_type == "stickerShopPage" && language in [$lang, "en"]] | order(language == $lang desc)[0]${STICKER_SHOP_PAGE},
  "products": *[_type == "stickerProduct"] | order(coalesce(order, 999) asc)${STICKER_PRODUCT}
}`;
