import type { ClientReturn } from "@sanity/client";
import { notFound } from "@tanstack/react-router";
import type { ContentClient } from "../sanity/client";
import { loadQuery, type QueryParams } from "../sanity/load-query";

/**
 * A page loader's one request: the page's document, or the 404 page when it
 * does not exist (an unknown city slug, an unpublished legal page).
 */
export async function loadPage<const Query extends string>(
  content: ContentClient,
  query: Query,
  params: QueryParams,
  signal: AbortSignal,
): Promise<NonNullable<ClientReturn<Query, unknown>>> {
  const page = await loadQuery(content, query, params, { signal });
  if (page === null || page === undefined) throw notFound();
  return page;
}
