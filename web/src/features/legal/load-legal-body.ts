import { hydrateWhenNeeded } from "../../lib/hydration/hydrate-when-needed";

/**
 * A legal page's text, with Portable Text's renderer (3.3 KiB gzip): its own chunk. The
 * prerendered HTML holds the text and its links work as plain links, so nothing needs its
 * code until the visitor first interacts with the page (hydrate-when-needed.tsx, ADR 0037).
 * The route loader preloads it (awaited when prerendering, so the HTML holds the text; at
 * once for a client-side visit).
 */
export const LegalBodyPart = hydrateWhenNeeded(() => import("./legal-body"), {
  on: "interaction",
});
