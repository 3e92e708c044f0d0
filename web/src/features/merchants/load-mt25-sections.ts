import { lazyWithPreload } from "../../lib/lazy-with-preload";

/**
 * /mt25's sections below the hero (demos, services, benefits, the form): their own chunk,
 * as the home page's. The route loader preloads it (awaited at build time, so the HTML holds
 * the sections), and the page's Suspense boundary hydrates them on their own when it
 * arrives, after the hero is interactive.
 */
export const Mt25Sections = lazyWithPreload(() => import("./mt25-sections"));
