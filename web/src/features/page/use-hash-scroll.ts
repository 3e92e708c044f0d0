import { useEffect } from "react";
import { scrollToIdLater } from "../../lib/scroll";

/** What a visitor does to move on their own: after it, a pending arrival scroll is dropped. */
const VISITOR_MOVES = ["wheel", "touchmove", "keydown", "pointerdown"] as const;

/**
 * On arrival with a hash (/hotel-contact#contact), scrolls to that section
 * after `delayMs`: the embedded form and images change the layout while they
 * load, so scrolling at once would land in the wrong place. Not if the visitor has
 * moved on by then: scrolled, pressed a key, clicked (a link to another section), or the
 * address names another section (the home page's header links): the late scroll would
 * take them back.
 */
export function useScrollToHashOnArrival(delayMs: number) {
  useEffect(() => {
    const arrival = window.location.hash;
    const id = decodeURIComponent(arrival.slice(1));
    if (!id) return undefined;
    const cancel = scrollToIdLater(id, delayMs, () => window.location.hash === arrival);
    const options = { capture: true, passive: true } as const;
    const stop = () => {
      cancel();
      for (const type of VISITOR_MOVES) window.removeEventListener(type, stop, options);
    };
    for (const type of VISITOR_MOVES) window.addEventListener(type, stop, options);
    return stop;
  }, [delayMs]);
}
