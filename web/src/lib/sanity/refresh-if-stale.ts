import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { whenIdle } from "../paint/when-idle";
import { builtContent } from "./built-content";

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
 * A prerendered page shows the content of its build. Once the page is hydrated (this is an
 * effect of the root layout) and the browser is idle, it finds out whether anything it shows
 * changed since it was rendered (built-content.ts), and reloads only that, in place: a change
 * published after the build shows on the next visit without a rebuild, and a publish that
 * concerns other pages costs this one nothing (issue 37).
 *
 * - Usually by the Live Content API: the page starts following it from the build's newest
 *   event (live-content.ts, loaded then), hears the events it missed with their sync tags, and
 *   reloads the route matches they concern, by the tags each match's content had when rendered.
 * - Where the build could not learn that event, or in Studio's preview, by the content's
 *   revision (content-check.ts): one tiny query, and everything reloaded if it differs.
 *
 * A city published after the build (served the 404 page, which boots the app at its address)
 * renders in the browser either way. A failure here is not the visitor's problem: the page
 * already has content.
 */
export function useRefreshIfStale() {
  const router = useRouter();
  // Once per page load: what the HTML was rendered from.
  useEffect(() => {
    const built = builtContent();
    if (!built?.liveEventId && !built?.revision) {
      markChecked();
      return;
    }
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      // The bundle test reads this mark: scripts requested before it are on the path to interactive.
      performance.mark(HYDRATED_IDLE_MARK);
      // Whether newer content was loaded: the bundle test reads it from the mark, since only
      // then may the page have needed @sanity/client.
      import("./check-since-build")
        .then(({ checkSinceBuild }) => checkSinceBuild(router, built, () => cancelled))
        .catch((error: unknown) => {
          console.warn("Could not check for newer content; showing the page as built.", error);
          return { reloaded: false };
        })
        .then(({ reloaded }) => {
          // A frame later: reloaded content is committed before anyone acts on it.
          window.requestAnimationFrame(() => {
            performance.mark(CONTENT_CHECKED_MARK, { detail: { reloaded } });
            markChecked();
          });
        });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [router]);
}
