import { useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { scrollToIdLater } from "../../lib/scroll";

declare module "@tanstack/react-router" {
  interface HistoryState {
    /** A home-page section to scroll to after navigating, e.g. "features". */
    scrollTo?: string;
  }
}

/** The spec's delay: the section is scrolled to 100 ms after the content renders. */
const SECTION_SCROLL_DELAY_MS = 100;

/**
 * Scrolls to the section named by the hash (/#newsletter) or by navigation
 * state ({ scrollTo: "features" }) once the page has rendered. The router
 * already scrolls to a hash; this repeats it after layout has settled, and
 * is the only path for navigation state.
 */
export function useSectionScroll() {
  const hash = useLocation({ select: (location) => location.hash });
  const stateTarget = useLocation({ select: (location) => location.state.scrollTo });
  const target = stateTarget || hash;

  useEffect(
    () => (target ? scrollToIdLater(target, SECTION_SCROLL_DELAY_MS) : undefined),
    [target],
  );
}
