import type { SanityImageData } from "../../lib/sanity/image";
import type { PAGE_QUERY_RESULT } from "../../lib/sanity.types";

/** A page's product list section, as PAGE_QUERY projects it. */
type ProductListContent = Extract<
  NonNullable<NonNullable<PAGE_QUERY_RESULT>["sections"]>[number],
  { _type: "productList" }
>;

/** The sticker shop settings: the cards' texts, the currency note, the checkout dialog's. */
export type ShopPageContent = NonNullable<ProductListContent["shop"]>;

/** A product card; `image` is optional so a product without a photo still renders. */
export type StickerProductContent = ProductListContent["products"][number] & {
  image?: SanityImageData | null;
};
