import { useEffect } from "react";
import { scrollToIdLater } from "../../lib/scroll";

/**
 * On arrival with a hash (/hotel-contact#contact), scrolls to that section
 * after `delayMs`: the embedded form and images change the layout while they
 * load, so scrolling at once would land in the wrong place.
 */
export function useScrollToHashOnArrival(delayMs: number) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    return id ? scrollToIdLater(id, delayMs) : undefined;
  }, [delayMs]);
}
