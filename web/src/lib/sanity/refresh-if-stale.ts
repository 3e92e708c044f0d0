import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { whenIdle } from "../paint/when-idle";
import type { CONTENT_REVISION_QUERY_RESULT } from "../sanity.types";

type ContentRevision = CONTENT_REVISION_QUERY_RESULT;

/** Performance marks the end-to-end tests wait on (tests/e2e/support/page-ready.ts). */
export const HYDRATED_IDLE_MARK = "tastemap:hydrated-idle";
export const CONTENT_CHECKED_MARK = "tastemap:content-checked";

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
 * lake for the content's revision (one tiny query, content-check.ts, loaded then)
 * and, only if something was
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
        // Whether newer content was loaded: the bundle test reads it from the mark, since only
        // then may the page have needed @sanity/client.
        let reloaded = false;
        try {
          const { checkContent } = await import("./content-check");
          ({ reloaded } = await checkContent(router, rendered, () => cancelled));
        } catch (error) {
          console.warn("Could not check for newer content; showing the page as built.", error);
        } finally {
          // A frame later: reloaded content is committed before anyone acts on it.
          window.requestAnimationFrame(() => {
            performance.mark(CONTENT_CHECKED_MARK, { detail: { reloaded } });
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
