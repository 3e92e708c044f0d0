import { useEffect } from "react";

/**
 * On arrival with a hash (/hotel-contact#contact), scrolls to that section
 * after `delayMs`: the embedded form and images change the layout while they
 * load, so scrolling at once would land in the wrong place.
 */
export function useScrollToHashOnArrival(delayMs: number) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (!target) return;
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
}
