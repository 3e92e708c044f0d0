import { createFileRoute, notFound } from "@tanstack/react-router";
import { StickerShopPage } from "../../features/shop/sticker-shop-page";
import { requireLanguage } from "../../lib/i18n/translated-route";
import { STICKER_SHOP_QUERY } from "../../lib/queries";
import { loadQuery } from "../../lib/sanity/load-query";
import { pageHead, translatedHeadLanguage } from "../../lib/seo/page-head";

export const Route = createFileRoute("/{-$lang}/merchant-stickers-shop")({
  loader: async ({ context, abortController, params }) => {
    const data = await loadQuery(
      context.content,
      STICKER_SHOP_QUERY,
      { lang: requireLanguage(params) },
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
      language: translatedHeadLanguage(
        match,
        loaderData?.page.language,
        loaderData?.page.languages,
      ),
    }),
  component: StickerShopRoute,
});

function StickerShopRoute() {
  const { page, products } = Route.useLoaderData();
  return <StickerShopPage page={page} products={products} />;
}
