/**
 * Readies the parts still showing their server HTML (hydrate-when-needed.tsx's waitingParts)
 * once the page is idle (ADR 0046): first their code, one chunk per idle period, then their
 * hydration, one part per idle period. A tap after that finds its part hydrated and is
 * answered by its own handler alone: the first tap on a part that still had to hydrate took
 * 230-370 ms on the phone profile, over INP's 200 ms. Its own small chunk, loaded when
 * entry-client.tsx starts it: nothing before that needs it.
 */
import { whenIdle } from "../paint/when-idle";
import { waitingParts } from "./hydrate-when-needed";

export function prefetchWaitingParts(): void {
  const fetched = new Set<() => Promise<unknown>>();
  // One chunk per idle period: evaluating a module is a task of its own, never a long one
  // added to another. A failed fetch is not an error: the part fetches it when needed.
  const fetchNext = () => {
    const prefetch = [...waitingParts.keys()].find((part) => !fetched.has(part));
    if (!prefetch) {
      whenIdle(hydrateNext);
      return;
    }
    fetched.add(prefetch);
    prefetch().then(
      () => whenIdle(fetchNext),
      () => whenIdle(fetchNext),
    );
  };
  // One part per idle period: React hydrates a boundary in slices of its own, and the next
  // idle period comes once they are done, so parts never pile up into one long stretch. A
  // hydrated part leaves waitingParts (its HydrationMark), so a part whose code failed to
  // load is asked once and then left to the visitor's need.
  const asked = new Set<() => void>();
  const hydrateNext = () => {
    const need = [...waitingParts.values()].find((part) => !asked.has(part));
    if (!need) return;
    asked.add(need);
    need();
    whenIdle(hydrateNext);
  };
  whenIdle(fetchNext);
}
