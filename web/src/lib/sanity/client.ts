import type { SanityClient } from "@sanity/client";
import type { WebEnv } from "../env";
import { once } from "../once";
import type { QueryParams } from "./load-query";

/** What route loaders need from the content client: one GROQ read. */
export interface ContentClient {
  fetch<Result>(
    query: string,
    params: QueryParams,
    options?: { signal?: AbortSignal },
  ): Promise<Result>;
}

/**
 * The site's read-only content client: @sanity/client, published perspective, no
 * token. Local mode talks to the local Content Lake by origin; a real project uses
 * Sanity's CDN.
 *
 * @sanity/client is its own chunk, downloaded by the first fetch: a prerendered
 * page arrives with its content in the HTML and needs it only for the content
 * check or the next navigation (scripts/lib/bundle-report.ts reports it apart).
 */
export function createContentClient(env: WebEnv["sanity"]): ContentClient {
  // A failed chunk download is retried by the next call.
  const load = once(() =>
    import("@sanity/client").then(({ createClient }): SanityClient => {
      const local = env.apiHost !== undefined;
      return createClient({
        projectId: env.projectId,
        dataset: env.dataset,
        apiVersion: env.apiVersion,
        perspective: "published",
        useCdn: !local,
        ...(local ? { apiHost: env.apiHost, useProjectHostname: false } : {}),
      });
    }),
  );
  return {
    async fetch<Result>(
      query: string,
      params: QueryParams,
      options: { signal?: AbortSignal } = {},
    ) {
      const sanity = await load();
      return await sanity.fetch<Result>(query, params, {
        signal: options.signal,
        perspective: "published",
      });
    },
  };
}
