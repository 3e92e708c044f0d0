/**
 * V8's explicit compile hint: a file that starts with this comment has every function
 * compiled eagerly, on the background thread that streams it in, instead of each one on the
 * main thread the first time it is called (Chrome 136+; other engines read a comment).
 *
 * The entry chunk is what a page runs as it boots: React's hydration, Chakra's system, the
 * router and the layout, nearly all of it called before the page is interactive. Measured on
 * the production build (docs/benchmarks.md, "V8's compile hint on the entry chunk"), a load's
 * script time on the main thread fell by a fifth to a half, and with it the long tasks
 * Lighthouse's blocking time counts. The lazy chunks stay lazy: most of their functions run
 * only when a part is used (ADR 0070).
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Rolldown's `output.postBanner` (written after minification, which would drop a comment). */
export function compileHintOf(chunk: { isEntry: boolean }): string {
  return chunk.isEntry ? COMPILE_HINT : "";
}
