/**
 * Whether anything a prerendered page shows changed since it was rendered, and its reload
 * (refresh-if-stale.ts starts it once the page is idle; ADR 0047). In the chunk loaded then,
 * with live content, not in the entry every page needs before it is interactive.
 */
import type { createAppRouter } from "../../router";
import { addressRestored, stoodIn } from "../hydration/not-found-address";
import type { BuiltContent } from "./built-content";
import { startLiveContent } from "./live-content";

export async function checkSinceBuild(
  router: ReturnType<typeof createAppRouter>,
  built: BuiltContent,
  cancelled: () => boolean,
): Promise<{ reloaded: boolean }> {
  // After the 404 page's hand-over to the visitor's address (its own load).
  await addressRestored;
  // Studio's preview reads drafts, which the public stream says nothing of. A document that
  // stood in for the visitor's address (the 404 page) has shown its own content since: its
  // build's events describe another page (and reloading under the hand-over's redirects left
  // the 404 page showing, in the Italian city guide's end-to-end test).
  const since = router.options.context.draftMode || stoodIn() ? undefined : built.liveEventId;
  // Usually: follow the live stream from the build's newest event, hearing what was missed.
  if (since) return await startLiveContent(router, { since }).caughtUp;
  if (!built.revision) return { reloaded: false };
  // Where the build learnt no event: compare revisions, and reload everything if they differ.
  const { checkContent } = await import("./content-check");
  return await checkContent(router, built.revision, cancelled);
}
