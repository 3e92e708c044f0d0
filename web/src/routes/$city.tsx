import { createFileRoute } from "@tanstack/react-router";
import { loadPage } from "../components/layout/load-page";
import { seoHead } from "../components/layout/seo-head";
import { CityPage } from "../features/cities/city-page";
import { CITY_PAGE_QUERY } from "../lib/queries";
import type { CITY_PAGE_QUERY_RESULT } from "../lib/sanity.types";

// Any top-level address the static routes do not claim: a city guide if one is
// published with that slug (cities added in Studio appear without a deploy), else 404.
export const Route = createFileRoute("/$city")({
  loader: ({ context, abortController, params }) =>
    loadPage<CITY_PAGE_QUERY_RESULT>(
      context.content,
      CITY_PAGE_QUERY,
      { slug: params.city },
      abortController.signal,
    ),
  head: ({ loaderData }) => seoHead(loaderData?.seo, loaderData?.name),
  component: CityRoute,
});

function CityRoute() {
  return <CityPage city={Route.useLoaderData()} />;
}
