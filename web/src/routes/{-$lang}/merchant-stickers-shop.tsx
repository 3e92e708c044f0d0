import { createFileRoute } from "@tanstack/react-router";
import { RouteBuiltPage } from "../../features/page/built-page";
import { routePageLoader } from "../../features/page/load-built-page";
import { loaderPageHead } from "../../lib/seo/page-head";

/**
 * The merchant sticker shop: a page built from sections in Studio (slug
 * "merchant-stickers-shop", one document per language: intro, product list,
 * promo codes), at the address it always had. The products' card and checkout
 * texts are the sticker shop settings, read by the product list section. A
 * route of its own so /it/merchant-stickers-shop is served too (ADR 0029).
 */
export const Route = createFileRoute("/{-$lang}/merchant-stickers-shop")({
  loader: routePageLoader("merchant-stickers-shop"),
  head: loaderPageHead,
  component: () => <RouteBuiltPage page={Route.useLoaderData().page} />,
});
