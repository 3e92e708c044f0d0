import { notFound } from "@tanstack/react-router";
import { requireLanguage } from "../../lib/i18n/translated-route";
import { PAGE_QUERY } from "../../lib/page-queries/built-page";
import type { ContentClient } from "../../lib/sanity/client";
import { loadQuery } from "../../lib/sanity/load-query";
import { readyBuiltPage } from "./built-page";

/**
 * For a route that shows the page of its own slug (/welcome-you-merchants): the
 * page with `slug` in `lang` (or in English, PAGE_QUERY), ready to render (readyBuiltPage),
 * or the 404 page.
 */
async function loadBuiltPage(
  content: ContentClient,
  { slug, lang }: { slug: string; lang: string },
  signal: AbortSignal,
) {
  const page = await loadQuery(content, PAGE_QUERY, { slug, lang }, { signal });
  if (!page) throw notFound();
  return readyBuiltPage(page);
}

/** What a route-owned page's loader takes from the router (its loader context, trimmed). */
interface RoutePageLoaderContext {
  context: { content: ContentClient };
  abortController: AbortController;
  params: { lang?: string };
}

/**
 * The `loader` of a `{-$lang}` route that shows the page of its own slug
 * (/merchant-contact, /it/merchant-contact): the page in the address's language,
 * its `head` options with that language and the route's address (`basePath`, the slug's
 * unless the route is elsewhere: the home page, slug "home", is at /), so the head lists
 * every language's address, and when it was read (`renderedAt`: a waitlist count shows
 * that day's first, so hydrating the prerendered HTML matches). Written in the route's
 * options, it travels in the route's chunk: a route's `head` is in the entry chunk.
 */
export function routePageLoader(slug: string, basePath = `/${slug}`) {
  return async ({ context, abortController, params }: RoutePageLoaderContext) => {
    const lang = requireLanguage(params);
    const { page, head } = await loadBuiltPage(
      context.content,
      { slug, lang },
      abortController.signal,
    );
    return {
      page,
      // `shown`: the English version at an Italian address says so (canonical, no alternates).
      head: { ...head, language: { current: lang, basePath, shown: page.language } },
      renderedAt: new Date().toISOString(),
    };
  };
}
