import { createFileRoute } from "@tanstack/react-router";
import { cityJsonLd } from "../features/cities/city-json-ld";
import { CityPage } from "../features/cities/city-page";
import { CITY_PAGE_QUERY } from "../lib/queries";
import { loadPage } from "../lib/routes/load-page";
import { pageHead } from "../lib/seo/page-head";

// Any top-level address the static routes do not claim: a city guide if one is
// published with that slug (cities added in Studio appear without a deploy), else 404.
export const Route = createFileRoute("/$city")({
  loader: ({ context, abortController, params }) =>
    loadPage(context.content, CITY_PAGE_QUERY, { slug: params.city }, abortController.signal),
  head: ({ loaderData, match }) =>
    pageHead(match, {
      seo: loaderData?.seo,
      fallback: {
        title: loaderData?.name,
        description: loaderData?.tagline,
        image: loaderData?.heroImage,
      },
      jsonLd: loaderData ? cityJsonLd(loaderData, match) : undefined,
    }),
  component: () => <CityPage city={Route.useLoaderData()} />,
});
