import type { ClientReturn } from "@sanity/client";
import { notFound } from "@tanstack/react-router";
import { requireLanguage } from "../i18n/translated-route";
import type { ContentClient } from "../sanity/client";
import type { QueryParams } from "../sanity/content-api";
import { loadQuery } from "../sanity/load-query";

/**
 * A page loader's one request: the page's document, or the 404 page when it
 * does not exist (an unknown city slug, an unpublished legal page).
 */
async function loadPage<const Query extends string>(
  content: ContentClient,
  query: Query,
  params: QueryParams,
  signal: AbortSignal,
): Promise<NonNullable<ClientReturn<Query, unknown>>> {
  const page = await loadQuery(content, query, params, { signal });
  if (page === null || page === undefined) throw notFound();
  return page;
}

/** What a page loader takes from the router (the loader's context, trimmed). */
interface PageLoaderContext {
  context: { content: ContentClient };
  abortController: AbortController;
  params: { lang?: string };
}

/**
 * The `loader` of a translated route (`{-$lang}`) that shows one CMS document:
 * `loader: translatedPageLoader(LEGAL_PAGE_QUERY, { slug: "terms" })`. Its query takes the
 * page's language, and an unknown language prefix is a 404. Written in the route's options,
 * it travels in the route's code-split chunk like an inline loader.
 */
export function translatedPageLoader<const Query extends string>(
  query: Query,
  queryParams: QueryParams = {},
) {
  return ({ context, abortController, params }: PageLoaderContext) =>
    loadPage(
      context.content,
      query,
      { ...queryParams, lang: requireLanguage(params) },
      abortController.signal,
    );
}
