/**
 * Sanity's HTTP API as the site reaches it without @sanity/client: where it is, and the live
 * event stream every open page follows (an EventSource); published-query.ts is the one small
 * query GET (the revision check, the build's snapshot). Both are addressed exactly as the
 * client addresses them (same hosts, paths and parameters), so the lake and Sanity's API see
 * the same requests; what changes is that a visitor downloads the client (28.7 KiB gzip) only
 * when content has to be loaded again: a client-side navigation, or a publish the page follows
 * (decision 0033).
 */
import type { WebEnv } from "../env";

/** A GROQ query's parameters as the site passes them (the HTTP API sends each as `$name`). */
export type QueryParams = Record<string, string | number | boolean | string[]>;

export type ContentApiEnv = Pick<
  WebEnv["sanity"],
  "projectId" | "dataset" | "apiVersion" | "apiHost"
>;

/** The API's versioned base, as @sanity/client's `url` / `cdnUrl` (the local lake: by origin). */
export function apiBase(env: ContentApiEnv, cdn: boolean): string {
  const version = `v${env.apiVersion.replace(/^v/, "")}`;
  if (env.apiHost !== undefined) return `${env.apiHost.replace(/\/$/, "")}/${version}`;
  return `https://${env.projectId}.${cdn ? "apicdn" : "api"}.sanity.io/${version}`;
}

/** The Live Content API's stream of published changes (no credentials: public content only). */
export function liveEventsUrl(env: ContentApiEnv): string {
  return `${apiBase(env, false)}/data/live/events/${env.dataset}`;
}
