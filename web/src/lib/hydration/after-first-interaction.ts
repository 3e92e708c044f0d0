import { useEffect, useState } from "react";

/** The visitor's first interaction, for what may wait for it: a pointer moved or pressed, a key, a scroll. */
const INTERACTIONS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "wheel",
  "scroll",
] as const;

/** Whether the visitor has interacted before this code ran: pressed, typed or scrolled. */
const interactedAlready = () =>
  navigator.userActivation?.hasBeenActive === true || window.scrollY > 0;

/**
 * Becomes true once the visitor has interacted with the page (pressed, typed, scrolled), and
 * only after the frame that answered that interaction was painted: what waits for it (the
 * consent banner) is never rendered in the task that answers the visitor's tap, which INP
 * counts. Parts hydrate once the page is idle (prefetch-parts.ts), usually before any
 * interaction; one that hydrates after it sees it from `navigator.userActivation` or the
 * scroll position.
 */
export function useAfterFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    let frame = 0;
    let timer = 0;
    const options = { capture: true, passive: true } as const;
    const stop = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, handle, options);
    };
    function handle() {
      stop();
      // After the next paint: a rAF callback runs before it, a task queued from there after.
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => setInteracted(true));
      });
    }
    if (interactedAlready()) handle();
    else for (const type of INTERACTIONS) window.addEventListener(type, handle, options);
    return () => {
      stop();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [interacted]);
  return interacted;
}
