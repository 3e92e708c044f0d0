import { createElement } from "react";
import { hydrateWhenNeeded } from "../../lib/hydration/hydrate-when-needed";

/**
 * /mt25's sections below the hero (demos, services, benefits, the form): their own chunk,
 * as the home page's. The route loader preloads it (awaited at build time, so the HTML holds
 * the sections); hydrating the HTML, it is requested when the sections come near the
 * viewport or the visitor first interacts with the page (hydrate-when-needed.tsx).
 */
export const Mt25Sections = hydrateWhenNeeded(() => import("./mt25-sections"), {
  on: "approach",
  // Only if the content changes before they hydrate: holds their space, so the footer
  // does not flash up under the hero.
  fallback: createElement("div", { style: { minHeight: "100vh" } }),
});
