import { createElement } from "react";
import { hydrateWhenNeeded } from "../../lib/hydration/hydrate-when-needed";

/**
 * The below-the-hero sections: their own chunk. The route loader preloads it
 * (awaited at build time, so the prerendered HTML holds the sections inline;
 * in parallel with the content on a client-side visit). Hydrating the HTML, it is
 * requested when the sections come near the viewport or the visitor first interacts with
 * the page (hydrate-when-needed.tsx), not while the page loads.
 */
export const HomeSections = hydrateWhenNeeded(() => import("./home-sections"), {
  on: "approach",
  // Only if the content changes before they hydrate: holds their space, so the footer
  // does not flash up under the hero.
  fallback: createElement("div", { style: { minHeight: "100vh" } }),
});
