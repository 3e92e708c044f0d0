/**
 * What a reload of live content needs, fetched ahead of the first event that asks for one
 * (ADR 0047): live-refetch.ts, the sync tags and the content client. Fetched at that event,
 * they cost the first publish an open page showed 2.4-3.3 s more than the next ones
 * (`npm run bench:live`); issue 37 asks every publish within 1 s. prefetch-parts.ts calls it
 * after the parts' code, so it is after the network's idle (issue 28's budget) and after
 * what a tap needs.
 */
import type { createAppRouter } from "../../router";

/** Everything a reload needs is in memory. */
export const LIVE_WARM_MARK = "tastemap:live-warm";

export async function warmLiveRefetch(router: ReturnType<typeof createAppRouter>): Promise<void> {
  const { content } = router.options.context;
  // Studio sends a preview its drafts and their changes (studio-drafts.ts): nothing to fetch.
  if (content.follow) return;
  try {
    // One after another: evaluating each chunk is a task of its own, never added to another.
    // live-refetch.ts imports the sync tags itself.
    await import("./live-refetch");
    await content.sanity();
    performance.mark(LIVE_WARM_MARK);
  } catch {
    // Not an error: the first event fetches what is missing.
  }
}
