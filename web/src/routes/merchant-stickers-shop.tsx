import { createFileRoute, notFound } from "@tanstack/react-router";
import { seoHead } from "../components/layout/seo-head";
import { StickerShopPage } from "../features/shop/sticker-shop-page";
import { STICKER_SHOP_QUERY } from "../lib/queries";
import { loadQuery } from "../lib/sanity/load-query";
import type { STICKER_SHOP_QUERY_RESULT } from "../lib/sanity.types";

export const Route = createFileRoute("/merchant-stickers-shop")({
  loader: async ({ context, abortController }) => {
    const data = await loadQuery<STICKER_SHOP_QUERY_RESULT>(
      context.content,
      STICKER_SHOP_QUERY,
      {},
      { signal: abortController.signal },
    );
    if (!data.page) throw notFound();
    return { page: data.page, products: data.products ?? [] };
  },
  head: ({ loaderData }) => seoHead(loaderData?.page.seo, loaderData?.page.heading),
  component: StickerShopRoute,
});

function StickerShopRoute() {
  const { page, products } = Route.useLoaderData();
  return <StickerShopPage page={page} products={products} />;
}
