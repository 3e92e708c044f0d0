/**
 * Where the build (and the dev server's redirects) read published content: the local lake or
 * the real project, without a CDN (a build must see the latest publish). The operations'
 * write client (scripts/lib/lake-client.ts) connects the same way, through this module.
 *
 * web/vite.config.ts reaches this module (dev-redirects.ts), and the root's vite.config.ts
 * hands over to it by package name, so Node may load it with type stripping: erasable
 * TypeScript only.
 */
import { createClient, type SanityClient } from "@sanity/client";
import type { SanityConfig } from "@tastemap/config";

/** The part of a StackConfig the client needs (tests rebuild it from what they are given). */
export interface LakeTarget {
  sanity: Pick<SanityConfig, "projectId" | "dataset" | "apiVersion" | "apiHost" | "token">;
}

/** Where the lake (or the real project) is, without a CDN: programs must see the latest write. */
export function lakeConnection(config: LakeTarget) {
  const { projectId, dataset, apiVersion, apiHost } = config.sanity;
  return {
    projectId,
    dataset,
    apiVersion,
    useCdn: false,
    // The local lake has one host for every project; real Sanity has a host per project.
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  };
}

/**
 * A read-only client for published content, as a visitor sees it: what the
 * build prerenders from. No token, no CDN (a build must see the latest publish).
 */
export function lakeReadClient(config: LakeTarget): SanityClient {
  return createClient({ ...lakeConnection(config), perspective: "published" });
}
