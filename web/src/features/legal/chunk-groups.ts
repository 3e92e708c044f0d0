import type { ChunkGroup } from "../../lib/chunk-group";

/**
 * A legal page's text with Portable Text's renderer and React's compiler runtime it uses:
 * one file for what a legal page's text (and a rich-text section) always loads together, at
 * the visitor's first interaction (ADR 0037).
 */
export const LEGAL_BODY_CHUNK: ChunkGroup = {
  name: "legal-body",
  modules: ["components/portable-text", "features/legal/legal-body"],
  packages: [
    "@portabletext/react",
    "@portabletext/toolkit",
    "react/cjs/react-compiler-runtime",
    "react/compiler-runtime",
  ],
  withDependencies: false,
};

/** The rest of a legal page, with its query: one file for what /terms and /privacy load first. */
export const LEGAL_PAGE_CHUNK: ChunkGroup = {
  name: "legal-page",
  modules: [
    "features/legal/legal-page",
    "features/legal/legal-page-loader",
    "features/legal/load-legal-body",
    "features/legal/format-date",
    "lib/page-queries/legal-page",
  ],
  withDependencies: false,
};
