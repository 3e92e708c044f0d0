import type { ChunkGroup } from "../lib/chunk-group";

/** A page's hero and the intro every section above the fold starts with: one chunk. */
export const PAGE_HERO_CHUNK: ChunkGroup = {
  name: "page-hero",
  modules: ["components/page-hero", "components/section-intro"],
};
