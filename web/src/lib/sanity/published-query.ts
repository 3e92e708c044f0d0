/**
 * A published GROQ query over the platform's fetch, as @sanity/client sends it when it fits a
 * GET: the revision check a page makes when it cannot follow live events from its build, and
 * the server's snapshot before rendering (read-content-snapshot.ts). Its own module, so the
 * live stream's chunk (content-api.ts) does not carry it.
 */
import { apiBase, type ContentApiEnv, type QueryParams } from "./content-api";

/** What the query endpoint answers (the parts read here). */
export interface QueryResponse<Result> {
  result: Result;
  syncTags?: string[];
}

/** A published query as @sanity/client sends it when it fits a GET (CDN for a real project). */
export function publishedQueryUrl(
  env: ContentApiEnv,
  query: string,
  params: QueryParams = {},
  lastLiveEventId?: string,
): string {
  const search = new URLSearchParams({ query });
  for (const [key, value] of Object.entries(params))
    search.append(`$${key}`, JSON.stringify(value));
  search.append("perspective", "published");
  if (lastLiveEventId) search.append("lastLiveEventId", lastLiveEventId);
  return `${apiBase(env, env.apiHost === undefined)}/data/query/${env.dataset}?${search}`;
}

/**
 * The query over the platform's fetch. Addressed by origin (the local lake), the client
 * names the project in a header; a real project's host names it.
 */
export async function fetchPublished<Result>(
  env: ContentApiEnv,
  query: string,
  params: QueryParams = {},
  options: { signal?: AbortSignal; lastLiveEventId?: string } = {},
): Promise<QueryResponse<Result>> {
  const response = await fetch(publishedQueryUrl(env, query, params, options.lastLiveEventId), {
    headers: env.apiHost !== undefined ? { "X-Sanity-Project-ID": env.projectId } : {},
    signal: options.signal,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as
      | { error?: { description?: string } | string; message?: string }
      | undefined;
    const reason =
      (typeof body?.error === "object" ? body.error.description : body?.error) ?? body?.message;
    throw new Error(`The content API answered ${response.status}${reason ? `: ${reason}` : ""}`);
  }
  return (await response.json()) as QueryResponse<Result>;
}
