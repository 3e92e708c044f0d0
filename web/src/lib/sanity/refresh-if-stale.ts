import type { AnyRouter } from "@tanstack/react-router";
import { CONTENT_REVISION_QUERY } from "../queries";
import type { CONTENT_REVISION_QUERY_RESULT } from "../sanity.types";
import type { ContentClient } from "./client";
import { loadQuery } from "./load-query";

export type ContentRevision = CONTENT_REVISION_QUERY_RESULT;

/** Same newest change and same number of documents: nothing published since. */
export function isSameRevision(built: ContentRevision, current: ContentRevision): boolean {
  return built.updatedAt === current.updatedAt && built.documents === current.documents;
}

function whenIdle(task: () => void) {
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(task, { timeout: 4000 });
  } else {
    window.setTimeout(task, 1500);
  }
}

/**
 * A prerendered page shows the content of its build. Once the browser is idle
 * after hydrating it, this asks the lake for the content's revision (one tiny
 * query) and, only if something was published since the build, reloads the
 * page's content in place: a change published after the build shows on the
 * next visit without a rebuild, and a city published after the build (served
 * the 404 page, which boots the app at its address) renders in the browser.
 * A failure here is not the visitor's problem: the page already has content.
 */
export function refreshIfStale(router: AnyRouter) {
  whenIdle(() => {
    void (async () => {
      const root = router.state.matches[0]?.loaderData as
        | { revision?: ContentRevision }
        | undefined;
      const built = root?.revision;
      if (!built) return;
      const content = (router.options.context as { content: ContentClient }).content;
      try {
        const current = await loadQuery(content, CONTENT_REVISION_QUERY);
        if (!isSameRevision(built, current)) await router.invalidate();
      } catch (error) {
        console.warn("Could not check for newer content; showing the built page.", error);
      }
    })();
  });
}
