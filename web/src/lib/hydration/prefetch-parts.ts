/**
 * Fetches the code of the parts still awaiting theirs (hydrate-when-needed.tsx's
 * waitingParts), one chunk per idle period, without hydrating them (ADR 0046), then what a
 * reload of live content needs (ADR 0047): a tap comes before a publish. Its own small chunk,
 * loaded when entry-client.tsx starts it: nothing before that needs it.
 */
import type { createAppRouter } from "../../router";
import { whenIdle } from "../paint/when-idle";
import { warmLiveRefetch } from "../sanity/warm-live-refetch";
import { waitingParts } from "./hydrate-when-needed";

export function prefetchWaitingParts(router: ReturnType<typeof createAppRouter>): void {
  const next = () => {
    const [prefetch] = waitingParts;
    if (!prefetch) {
      void warmLiveRefetch(router);
      return;
    }
    waitingParts.delete(prefetch);
    // One chunk per idle period: evaluating a module is a task of its own, never a long one
    // added to another. A failed fetch is not an error: the part fetches it when needed.
    prefetch().then(
      () => whenIdle(next),
      () => whenIdle(next),
    );
  };
  whenIdle(next);
}
