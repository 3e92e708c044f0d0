import type { ChunkGroup } from "../chunk-group";

/** What every page fetches once hydrated and idle (live content, which catches up with the build). */
export const AFTER_LOAD_CHUNK: ChunkGroup = {
  name: "after-load",
  // Not the revision check (content-check.ts), which only a page whose build learnt no
  // live event needs.
  modules: ["lib/sanity/content-api", "lib/sanity/live-content", "lib/sanity/check-since-build"],
  withDependencies: false,
};

/**
 * What live content loads at the first event that asks for a reload, with the content
 * client the sync tags it records ask for (fetched ahead once the page is idle,
 * warm-live-refetch.ts).
 */
export const LIVE_REFETCH_CHUNK: ChunkGroup = {
  name: "live-refetch",
  modules: ["lib/sanity/live-refetch", "lib/sanity/sync-tags", "lib/sanity/coalesced-refetch"],
  withDependencies: false,
};
