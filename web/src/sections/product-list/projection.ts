import { STICKER_PRODUCT, STICKER_SHOP_PAGE } from "../../lib/query-fragments";

/** What the page query (projections.ts) reads of a `productList` section. */
export const productListProjection = /* groq */ `_type == "productList" => {
  heading, text, underIntro,
  "shop": *[_type == "stickerShopPage" && language in [$lang, "en"]] | order(language == $lang desc)[0]${STICKER_SHOP_PAGE},
  "products": *[_type == "stickerProduct"] | order(coalesce(order, 999) asc)${STICKER_PRODUCT}
}`;
