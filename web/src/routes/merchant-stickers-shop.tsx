import { createFileRoute, notFound } from "@tanstack/react-router";
import { StickerShopPage } from "../features/shop/sticker-shop-page";
import { STICKER_SHOP_QUERY } from "../lib/queries";
import { loadQuery } from "../lib/sanity/load-query";
import { pageHead } from "../lib/seo/page-head";

export const Route = createFileRoute("/merchant-stickers-shop")({
  loader: async ({ context, abortController }) => {
    const data = await loadQuery(
      context.content,
      STICKER_SHOP_QUERY,
      {},
      { signal: abortController.signal },
    );
    if (!data.page) throw notFound();
    return { page: data.page, products: data.products ?? [] };
  },
  head: ({ loaderData, match }) =>
    pageHead(match, {
      seo: loaderData?.page.seo,
      fallback: {
        title: loaderData?.page.heading,
        description: loaderData?.page.subheading,
        image: loaderData?.products[0]?.image,
      },
    }),
  component: StickerShopRoute,
});

function StickerShopRoute() {
  const { page, products } = Route.useLoaderData();
  return <StickerShopPage page={page} products={products} />;
}
