import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { cityJsonLd } from "../../features/cities/city-json-ld";
import { CityPage } from "../../features/cities/city-page";
import { BuiltPage, readyBuiltPage } from "../../features/page/built-page";
import { isLanguageId } from "../../lib/i18n/languages";
import { requireLanguage } from "../../lib/i18n/translated-route";
import { versionPaths, versionRedirect } from "../../lib/i18n/version-address";
import { PATH_QUERY } from "../../lib/path-queries";
import { loadQuery } from "../../lib/sanity/load-query";
import { pageHead } from "../../lib/seo/page-head";

// Any address of one slug the static routes do not claim, in English (/rome) or
// under a language prefix (/it/roma): a city guide if one is published with that
// slug, else a page built from sections in the address's language, else 404. One
// request answers which (PATH_QUERY), so cities and pages added in Studio appear
// without a deploy. A page's sections are chunks of their own, loaded here for the
// types the page has: a city guide downloads none of them.
export const Route = createFileRoute("/{-$lang}/$city")({
  // `/it` is the Italian home page (routes/{-$lang}/index.tsx), not a city called "it": a
  // language id is no city slug, and this route must not claim it.
  params: { parse: ({ lang, city }) => (isLanguageId(city) ? false : { lang, city }) },
  loader: async ({ context, abortController, params, location }) => {
    const lang = requireLanguage(params);
    const load = (language: string) =>
      loadQuery(
        context.content,
        PATH_QUERY,
        { slug: params.city, lang: language },
        { signal: abortController.signal },
      );
    let found = await load(lang);
    const version = found.city ?? found.page;
    if (version) {
      // Another language's slug (/it/rome, /roma) goes on to this language's version.
      const href = versionRedirect(version, lang);
      if (href) throw redirect({ href, replace: true });
      // No version in this language: the English one, with what it shows of shared
      // things (places, products: the query reads their short copy in $lang) in English
      // too, under the untranslated notice.
      if (version.language !== lang) found = await load(version.language ?? "en");
    }
    const city = found.city;
    if (city) {
      const paths = versionPaths(city);
      // The head's options are worked out here, in the route's own chunk: a route's
      // `head` is in the entry chunk every page loads.
      const head = {
        seo: city.seo,
        fallback: { title: city.name, description: city.tagline, image: city.heroImage },
        jsonLd: cityJsonLd(city, { pathname: location.pathname, context }),
        language: {
          current: lang,
          basePath: `/${city.slug}`,
          shown: city.language ?? "en",
          available: Object.keys(paths),
          paths,
        },
      };
      return { city, page: null, head };
    }
    if (found.page) {
      const { page, head } = await readyBuiltPage(found.page);
      const paths = versionPaths(found.page);
      return {
        city: null,
        page,
        // English at /slug, another language at /<language>/slug; hreflang, the switch
        // and the sitemap name the twin its translation.metadata links (decision 0035).
        head: {
          ...head,
          language: {
            current: lang,
            basePath: `/${found.page.slug}`,
            shown: found.page.language ?? "en",
            available: Object.keys(paths),
            paths,
          },
        },
      };
    }
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
