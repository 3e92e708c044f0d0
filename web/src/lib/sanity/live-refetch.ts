/**
 * What live content (live-content.ts) does once something changed: reload the route matches
 * a burst of writes touched, by sync tags, or everything. Its own chunk, loaded at the first
 * event that asks for a reload: a page that only listens does not download it before the
 * network is idle (issue 28), and a reload downloads @sanity/client anyway.
 */
import type { createAppRouter } from "../../router";
import { builtContent } from "./built-content";
import {
  type Changed,
  type CoalescedRefetch,
  coalescedRefetch,
  type RefetchTiming,
} from "./coalesced-refetch";
import { isAffected, syncTagsOf } from "./sync-tags";

type AppRouter = ReturnType<typeof createAppRouter>;

/** The sync tags a match's content had when the page was rendered, if it was. */
function builtTags(matchId: string): Set<string> | undefined {
  const tags = builtContent()?.tags[matchId];
  return tags ? new Set(tags) : undefined;
}

/** Reloads the matches whose content changed, a burst at a time; `refetched` after each. */
export function liveRefetch(
  router: AppRouter,
  refetched: () => void,
  timing: RefetchTiming | undefined,
): CoalescedRefetch {
  return coalescedRefetch(async (changed: Changed) => {
    // Content the prerendered HTML carried has the tags its render recorded (built-content.ts).
    const affected = (match: { id: string; loaderData?: unknown }) =>
      changed === "everything" ||
      isAffected(syncTagsOf(match.loaderData) ?? builtTags(match.id), changed);
    // Nothing on the page concerned: no reload at all (an invalidation would reload every
    // match past its stale time too).
    if (!router.state.matches.some(affected)) return;
    await router.invalidate({ filter: affected });
    refetched();
  }, timing);
}

/**
 * A content client that learns of changes itself (drafts sent by Studio, studio-drafts.ts):
 * each change reloads the page's content, a burst of keystrokes at a time.
 */
export function followClient(
  router: AppRouter,
  follow: (onChange: () => void) => () => void,
  refetched: () => void,
  timing: RefetchTiming | undefined,
): () => void {
  const refetch = coalescedRefetch(async () => {
    await router.invalidate();
    refetched();
  }, timing);
  const stop = follow(() => refetch.schedule("everything"));
  return () => {
    stop();
    refetch.stop();
  };
}
