import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { addressRestored } from "../hydration/not-found-address";
import { whenIdle } from "../paint/when-idle";
import { CONTENT_REVISION_QUERY } from "../queries";
import type { CONTENT_REVISION_QUERY_RESULT } from "../sanity.types";
import { loadQuery } from "./load-query";

type ContentRevision = CONTENT_REVISION_QUERY_RESULT;

/** Performance marks the end-to-end tests wait on (tests/e2e/support/browser.ts). */
export const HYDRATED_IDLE_MARK = "tastemap:hydrated-idle";
export const CONTENT_CHECKED_MARK = "tastemap:content-checked";

/** Same newest change and same number of documents: nothing published since. */
export function isSameRevision(built: ContentRevision, current: ContentRevision): boolean {
  return built.updatedAt === current.updatedAt && built.documents === current.documents;
}

let markChecked: () => void = () => undefined;
/**
 * Settles once this page load's content check is over (nothing newer, newer
 * content loaded, or the check failed). Behaviour that acts on content rather
 * than showing it (the home page's redirect dialog, which leaves the site)
 * waits for it, so it never acts on what the build had if the CMS has changed.
 */
export const contentChecked: Promise<void> = new Promise((resolve) => {
  markChecked = resolve;
});

/**
 * A prerendered page shows the content of its build. Once the page is hydrated
 * (this is an effect of the root layout) and the browser is idle, this asks the
 * lake for the content's revision (one tiny query) and, only if something was
 * published since the page was rendered, reloads the page's content in place:
 * a change published after the build shows on the next visit without a
 * rebuild, and a city published after the build (served the 404 page, which
 * boots the app at its address) renders in the browser. A failure here is not
 * the visitor's problem: the page already has content.
 */
export function useRefreshIfStale(rendered: ContentRevision | undefined) {
  const router = useRouter();
  // Once per page load: the revision the HTML was rendered with.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render's revision counts
  useEffect(() => {
    if (!rendered) {
      markChecked();
      return;
    }
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      // The bundle test reads this mark: scripts requested before it are on the path to interactive.
      performance.mark(HYDRATED_IDLE_MARK);
      void (async () => {
        try {
          // After the 404 page's hand-over to the visitor's address (its own load).
          await addressRestored;
          const current = await loadQuery(router.options.context.content, CONTENT_REVISION_QUERY);
          // A navigation in progress loads fresh content itself; reloading under it
          // would race it.
          const navigating = router.state.status !== "idle" || router.state.isLoading;
          // A 404 or an error view has no content of its own to refresh (the 404
          // page's hand-over above already asked the lake about its address), and
          // reloading it would render its route without data.
          const contentShown = router.state.matches.every(
            (match) => match.status === "success" && !match._notFound,
          );
          if (!cancelled && !navigating && contentShown && !isSameRevision(rendered, current)) {
            const reRendered = new Promise<void>((resolve) => {
              const stop = router.subscribe("onRendered", () => {
                stop();
                resolve();
              });
              window.setTimeout(resolve, 5000);
            });
            await router.invalidate();
            // Whoever waits for the check acts on the reloaded content, not the built one.
            await reRendered;
          }
        } catch (error) {
          console.warn("Could not check for newer content; showing the page as built.", error);
        } finally {
          // A frame later: reloaded content is committed before anyone acts on it.
          window.requestAnimationFrame(() => {
            performance.mark(CONTENT_CHECKED_MARK);
            markChecked();
          });
        }
      })();
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, []);
}
