import type { ContentClient } from "./client";

export type QueryParams = Record<string, string | number | boolean | string[]>;

/** Raised when a page's document does not exist, so the route can render its 404. */
export class ContentNotFoundError extends Error {}

/**
 * The one way route loaders read content. Keeping every read behind this function
 * (query + params in, typed result out) is what lets a later live listener or a
 * prerender step re-run exactly the same reads.
 */
export async function loadQuery<Result>(
  client: ContentClient,
  query: string,
  params: QueryParams = {},
  options: { signal?: AbortSignal } = {},
): Promise<Result> {
  return await client.fetch<Result>(query, params, options);
}

/** Throws ContentNotFoundError for a missing document so loaders stay one-liners. */
export function requireDocument<T>(document: T | null | undefined, what: string): T {
  if (document === null || document === undefined) {
    throw new ContentNotFoundError(`${what} was not found`);
  }
  return document;
}
