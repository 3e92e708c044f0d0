import { lazyWithPreload } from "../../lib/lazy-with-preload";

/**
 * The below-the-hero sections: their own chunk. The route loader preloads it
 * (awaited at build time, so the prerendered HTML holds the sections inline;
 * in parallel with the content in the browser), and HomePage's Suspense
 * boundary hydrates them when it arrives.
 */
export const HomeSections = lazyWithPreload(() => import("./home-sections"));
