/**
 * Live content: an open page follows the Live Content API (`client.live.events()`, the
 * same call against the local lake and a real project) and reloads only the route matches
 * whose content a write touched, by sync tags (sync-tags.ts), a burst of writes at a time
 * (coalesced-refetch.ts). A `restart` (the lake lost track of us), or a stream that comes
 * back after a drop, reloads everything once, since events may have been missed. A stream
 * that fails or is told to go away comes back after a growing pause (1 s, 2 s, ... 30 s).
 *
 * Its own chunk, loaded when the page is idle after its content check.
 */
import type { createAppRouter } from "../../router";
import { type Changed, coalescedRefetch, type RefetchTiming } from "./coalesced-refetch";
import { contentChecked } from "./refresh-if-stale";
import { isAffected, syncTagsOf } from "./sync-tags";

type AppRouter = ReturnType<typeof createAppRouter>;

/** Performance marks the end-to-end tests and bench:live read. */
export const LIVE_CONNECTED_MARK = "tastemap:live-connected";
export const LIVE_REFETCH_MARK = "tastemap:live-refetch";

const BACKOFF_MS = { first: 1000, max: 30_000 };

export function backoffDelay(attempt: number, random = Math.random()): number {
  const ceiling = Math.min(BACKOFF_MS.max, BACKOFF_MS.first * 2 ** attempt);
  // Jitter: many pages that lost the same lake do not all come back in the same instant.
  return Math.round(ceiling * (0.5 + random / 2));
}

export function startLiveContent(
  router: AppRouter,
  options: { timing?: RefetchTiming } = {},
): () => void {
  const content = router.options.context.content;
  if (content.follow) return followClient(router, content.follow, options.timing);
  const refetch = coalescedRefetch(async (changed: Changed) => {
    await router.invalidate({
      filter: (match) =>
        changed === "everything" || isAffected(syncTagsOf(match.loaderData), changed),
    });
    performance.mark(LIVE_REFETCH_MARK);
  }, options.timing);

  let stopped = false;
  let attempt = 0;
  let connectedBefore = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;

  const retry = () => {
    unsubscribe?.();
    unsubscribe = undefined;
    if (stopped) return;
    retryTimer = setTimeout(connect, backoffDelay(attempt++));
  };

  const connect = async () => {
    if (stopped) return;
    let sanity: Awaited<ReturnType<typeof content.sanity>>;
    try {
      sanity = await content.sanity();
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    const subscription = sanity.live.events({ includeDrafts: content.draft }).subscribe({
      next: (event) => {
        switch (event.type) {
          case "welcome":
            attempt = 0;
            // Back after a drop: what happened meanwhile is unknown.
            if (connectedBefore) refetch.schedule("everything");
            connectedBefore = true;
            performance.mark(LIVE_CONNECTED_MARK);
            break;
          case "message":
            content.lastLiveEventId = event.id;
            refetch.schedule(new Set(event.tags));
            break;
          case "restart":
            refetch.schedule("everything");
            break;
          case "goaway":
            retry();
            break;
          default:
            break;
        }
      },
      error: (error: unknown) => {
        console.warn("Live content stream failed; retrying.", error);
        retry();
      },
    });
    unsubscribe = () => subscription.unsubscribe();
  };

  void contentChecked.then(connect);
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    refetch.stop();
    unsubscribe?.();
  };
}

/**
 * A content client that learns of changes itself (drafts sent by Studio, studio-drafts.ts):
 * each change reloads the page's content, a burst of keystrokes at a time.
 */
function followClient(
  router: AppRouter,
  follow: (onChange: () => void) => () => void,
  timing: RefetchTiming | undefined,
): () => void {
  const refetch = coalescedRefetch(async () => {
    await router.invalidate();
    performance.mark(LIVE_REFETCH_MARK);
  }, timing);
  const stop = follow(() => refetch.schedule("everything"));
  return () => {
    stop();
    refetch.stop();
  };
}
