import { createFileRoute } from "@tanstack/react-router";
import { RouteBuiltPage } from "../../features/page/built-page";
import { routePageLoader } from "../../features/page/load-built-page";
import { loaderPageHead } from "../../lib/seo/page-head";

/**
 * The hotel contact page: a page built from sections in Studio (slug
 * "hotel-contact", one document per language), at the address it always had.
 * A route of its own rather than the any-path route, so /it/hotel-contact
 * is served too (ADR 0029); schemas/site-routes.ts lets pages, and only pages,
 * use this slug.
 */
export const Route = createFileRoute("/{-$lang}/hotel-contact")({
  loader: routePageLoader("hotel-contact"),
  head: loaderPageHead,
  component: () => <RouteBuiltPage page={Route.useLoaderData().page} />,
});
