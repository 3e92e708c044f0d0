import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { CityPage } from "../../features/cities/city-page";
import { CitySectionsPart } from "../../features/cities/load-city-sections";
import { BuiltPage, readyBuiltPage } from "../../features/page/built-page";
import { isLanguageId } from "../../lib/i18n/languages";
import { requireLanguage } from "../../lib/i18n/translated-route";
import { versionPaths, versionRedirect } from "../../lib/i18n/version-address";
import { PATH_QUERY } from "../../lib/path-queries";
import { loadQuery } from "../../lib/sanity/load-query";
import { loaderPageHead } from "../../lib/seo/page-head";

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
  loader: async ({ context, abortController, params, location, cause }) => {
    const lang = requireLanguage(params);
    const load = (language: string) =>
      loadQuery(
        context.content,
        PATH_QUERY,
        { slug: params.city, lang: language },
        { signal: abortController.signal },
      );
    // The structured data's builder: in the prerendered HTML, and fetched beside the
    // query on a client-side navigation only (hydrating a guide does not run the loader),
    // so the guide's first load does not carry it.
    const jsonLd = import("../../features/cities/city-json-ld");
    // Awaited only for a guide: a page, a redirect or a 404 must not leave it unhandled.
    jsonLd.catch(() => undefined);
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
    const shown = found.city ?? found.page;
    if (!shown) throw notFound();
    // Each version at its own address: hreflang, the switch and a stand-in's canonical.
    const paths = versionPaths(shown);
    const language = {
      current: lang,
      basePath: `/${shown.slug}`,
      shown: shown.language ?? "en",
      available: Object.keys(paths),
      paths,
    };
    const city = found.city;
    if (city) {
      // The places below the hero, hydrated when needed (load-city-sections.ts): in the
      // prerendered HTML, and rendered at once on a client-side visit. Not for a reload of
      // the guide on screen (live content, `stay`): its part asks for its code itself if what
      // it shows changed, and stays as it is (unhydrated, no download) if nothing did.
      if (cause !== "stay") {
        const sections = CitySectionsPart.preload();
        if (import.meta.env.SSR) await sections;
        else void sections.catch(() => undefined);
      }
      // The head's options are worked out here, in the route's own chunk: a route's
      // `head` is in the entry chunk every page loads.
      const head = {
        seo: city.seo,
        fallback: { title: city.name, description: city.tagline, image: city.heroImage },
        jsonLd: (await jsonLd).cityJsonLd(city, { pathname: location.pathname, context }),
        language,
      };
      return { city, page: null, head };
    }
    const { page, head } = await readyBuiltPage(shown as NonNullable<typeof found.page>);
    return { city: null, page, head: { ...head, language } };
  },
  head: loaderPageHead,
  component: PathRoute,
});

function PathRoute() {
  const { city, page } = Route.useLoaderData();
  const draftMode = Route.useRouteContext({ select: (context) => context.draftMode });
  if (city) return <CityPage city={city} />;
  return page ? <BuiltPage page={page} draftMode={draftMode} /> : null;
}
