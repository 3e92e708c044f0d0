import { notFound } from "@tanstack/react-router";
import { PAGE_QUERY } from "../../lib/path-queries";
import type { ContentClient } from "../../lib/sanity/client";
import { loadQuery } from "../../lib/sanity/load-query";
import { readyBuiltPage } from "./built-page";

/**
 * For a route that shows the page of its own slug (/welcome-you-merchants): the
 * page with `slug` in `lang`, ready to render (readyBuiltPage), or the 404 page.
 */
export async function loadBuiltPage(
  content: ContentClient,
  { slug, lang }: { slug: string; lang: string },
  signal: AbortSignal,
) {
  const page = await loadQuery(content, PAGE_QUERY, { slug, lang }, { signal });
  if (!page) throw notFound();
  return readyBuiltPage(page);
}
