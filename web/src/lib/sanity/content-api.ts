/**
 * The two calls every open page makes, written without @sanity/client: the content check's
 * one small published query (a GET) and the live event stream (an EventSource). Both are
 * addressed exactly as the client addresses them (same hosts, paths and parameters), so the
 * lake and Sanity's API see the same requests as before; what changes is that a visitor
 * downloads the client (28.7 KiB gzip) only when content has to be loaded again: a client-side
 * navigation, or a publish the page follows (decision 0033).
 */
import type { WebEnv } from "../env";

/** A GROQ query's parameters as the site passes them (the HTTP API sends each as `$name`). */
export type QueryParams = Record<string, string | number | boolean | string[]>;

export type ContentApiEnv = Pick<
  WebEnv["sanity"],
  "projectId" | "dataset" | "apiVersion" | "apiHost"
>;

/** What the query endpoint answers (the parts read here). */
export interface QueryResponse<Result> {
  result: Result;
  syncTags?: string[];
}

/** The API's versioned base, as @sanity/client's `url` / `cdnUrl` (the local lake: by origin). */
function apiBase(env: ContentApiEnv, cdn: boolean): string {
  const version = `v${env.apiVersion.replace(/^v/, "")}`;
  if (env.apiHost !== undefined) return `${env.apiHost.replace(/\/$/, "")}/${version}`;
  return `https://${env.projectId}.${cdn ? "apicdn" : "api"}.sanity.io/${version}`;
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

/** The Live Content API's stream of published changes (no credentials: public content only). */
export function liveEventsUrl(env: ContentApiEnv): string {
  return `${apiBase(env, false)}/data/live/events/${env.dataset}`;
}
