import { hydrateWhenNeeded } from "../../lib/hydration/hydrate-when-needed";

/**
 * A city guide's places and sign-up banner (city-sections.tsx): their own chunk. The
 * prerendered HTML shows them and their links work as plain links, so nothing needs their
 * code until the visitor first interacts with the page (hydrate-when-needed.tsx, ADR 0037);
 * on a phone they start below the hero and the figures. The route loader preloads it
 * (awaited when prerendering, so the HTML holds them; at once for a client-side visit).
 */
export const CitySectionsPart = hydrateWhenNeeded(() => import("./city-sections"), {
  on: "interaction",
});
