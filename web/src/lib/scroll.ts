/** Smooth scrolling unless the visitor asked the system for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return typeof window !== "undefined" &&
    window.matchMedia?.("(prefers-reduced-motion: reduce)").matches
    ? "auto"
    : "smooth";
}

/**
 * Scrolls the element with this id to the top after `delayMs` (time for the
 * layout to settle: content, images and embeds still move it on arrival), if
 * `stillWanted()` says so then. Returns the cancel, for an effect's cleanup.
 */
export function scrollToIdLater(
  id: string,
  delayMs: number,
  stillWanted: () => boolean = () => true,
): () => void {
  const timer = window.setTimeout(() => {
    if (!stillWanted()) return;
    document.getElementById(id)?.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  }, delayMs);
  return () => window.clearTimeout(timer);
}
