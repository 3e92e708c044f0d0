import type { SanityImageData } from "../../lib/sanity/image";
import type { STICKER_SHOP_QUERY_RESULT } from "../../lib/sanity.types";

export type ShopPageContent = NonNullable<STICKER_SHOP_QUERY_RESULT["page"]>;

/** A product card; `image` is optional so a product without a photo still renders. */
export type StickerProductContent = STICKER_SHOP_QUERY_RESULT["products"][number] & {
  image?: SanityImageData | null;
};
