/**
 * The content check itself (refresh-if-stale.ts starts it once the page is idle): its own
 * chunk with the content API's plain GET, so the code that runs only after the page is
 * interactive is not downloaded before it.
 */
import type { createAppRouter } from "../../router";
import { CONTENT_REVISION_QUERY } from "../queries";
import type { CONTENT_REVISION_QUERY_RESULT } from "../sanity.types";
import { loadQuery } from "./load-query";

type ContentRevision = CONTENT_REVISION_QUERY_RESULT;

/** Same newest change and same number of documents: nothing published since. */
export function isSameRevision(built: ContentRevision, current: ContentRevision): boolean {
  return built.updatedAt === current.updatedAt && built.documents === current.documents;
}

/**
 * Asks the lake for the content's revision and, only if something was published since
 * `rendered`, reloads the page's content in place and waits until it is on screen. Its one
 * caller (check-since-build.ts) starts it after the 404 page's hand-over to the visitor's
 * address.
 */
export async function checkContent(
  router: ReturnType<typeof createAppRouter>,
  rendered: ContentRevision,
  cancelled: () => boolean,
): Promise<{ reloaded: boolean }> {
  // A plain GET: the content client is downloaded only if something changed.
  const current = await loadQuery(
    router.options.context.content,
    CONTENT_REVISION_QUERY,
    {},
    { plain: true },
  );
  // A navigation in progress loads fresh content itself; reloading under it would race it.
  const navigating = router.state.status !== "idle" || router.state.isLoading;
  // A 404 or an error view has no content of its own to refresh (the 404 page's hand-over
  // above already asked the lake about its address), and reloading it would render its
  // route without data.
  const contentShown = router.state.matches.every(
    (match) => match.status === "success" && !match._notFound,
  );
  if (cancelled() || navigating || !contentShown || isSameRevision(rendered, current)) {
    return { reloaded: false };
  }
  const reRendered = new Promise<void>((resolve) => {
    const stop = router.subscribe("onRendered", () => {
      stop();
      resolve();
    });
    window.setTimeout(resolve, 5000);
  });
  // `sync`: resolved once the loaders have run and their content is committed. Without it the
  // router reloads content in the background and resolves at once, and the check settled
  // while the loaders were still fetching (they download @sanity/client first: public-site's
  // "hides the waitlist counter" test saw the built content after the check).
  await router.invalidate({ sync: true });
  // Whoever waits for the check acts on the reloaded content, not the built one.
  await reRendered;
  return { reloaded: true };
}
