import { createFileRoute, notFound } from "@tanstack/react-router";
import { cityJsonLd } from "../features/cities/city-json-ld";
import { CityPage } from "../features/cities/city-page";
import { BuiltPage, readyBuiltPage } from "../features/page/built-page";
import { isLanguageId } from "../lib/i18n/languages";
import { PATH_QUERY } from "../lib/path-queries";
import { loadQuery } from "../lib/sanity/load-query";
import { pageHead } from "../lib/seo/page-head";

// Any top-level address the static routes do not claim: a city guide if one is
// published with that slug, else an English page built from sections, else 404.
// One request answers which (PATH_QUERY), so cities and pages added in Studio
// appear without a deploy. A page's sections are chunks of their own, loaded
// here for the types the page has: a city guide downloads none of them.
export const Route = createFileRoute("/$city")({
  // `/it` is the Italian home page (routes/{-$lang}/index.tsx), not a city called "it": a
  // language id is no city slug, and this route must not claim it.
  params: { parse: ({ city }) => (isLanguageId(city) ? false : { city }) },
  loader: async ({ context, abortController, params, location }) => {
    const found = await loadQuery(
      context.content,
      PATH_QUERY,
      { slug: params.city, lang: "en" },
      { signal: abortController.signal },
    );
    const city = found.city;
    if (city) {
      // The head's options are worked out here, in the route's own chunk: a route's
      // `head` is in the entry chunk every page loads.
      const head = {
        seo: city.seo,
        fallback: { title: city.name, description: city.tagline, image: city.heroImage },
        jsonLd: cityJsonLd(city, { pathname: location.pathname, context }),
      };
      return { city, page: null, head };
    }
    if (found.page) return { city: null, ...(await readyBuiltPage(found.page)) };
    throw notFound();
  },
  head: ({ loaderData, match }) => pageHead(match, loaderData?.head ?? {}),
  component: PathRoute,
});

function PathRoute() {
  const { city, page } = Route.useLoaderData();
  const draftMode = Route.useRouteContext({ select: (context) => context.draftMode });
  if (city) return <CityPage city={city} />;
  return page ? <BuiltPage page={page} draftMode={draftMode} /> : null;
}
