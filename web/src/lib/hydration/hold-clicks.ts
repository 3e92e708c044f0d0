/**
 * A click aimed at a part whose code has not arrived yet, held and given back once the part
 * is hydrated. The first interaction anywhere on the page asks for a part's code
 * (hydrate-when-needed.tsx), but a tap on a phone is its own first interaction: the code is
 * requested by the touch and the click follows a moment later, before it can have arrived.
 * React drops a click on a part it cannot hydrate yet, so the visitor's first tap on "Buy"
 * did nothing. A plain link needs no code and is left to the browser.
 */
export interface HeldClicks {
  /** Clicks the element the held click was aimed at (if any, and still on the page); stops holding. */
  replay(): void;
  /** Stops holding, dropping a held click. */
  stop(): void;
}

/** What a held click is given back to: the control it was meant for. */
const CONTROL = "button, [role='button'], input, select, textarea, label, summary";

export function holdClicks(part: Element, onHeld: () => void): HeldClicks {
  let held: HTMLElement | undefined;
  const options = { capture: true } as const;
  // On window in the capture phase: before React's own listener on its root, which would
  // otherwise swallow the click while it tries to hydrate the part.
  const handle = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || !part.contains(target)) return;
    if (target.closest("a[href]")) return;
    // Held, not done: nor a form's submission without its code.
    event.preventDefault();
    event.stopPropagation();
    held = target.closest<HTMLElement>(CONTROL) ?? (target as HTMLElement);
    onHeld();
  };
  const stop = () => window.removeEventListener("click", handle, options);
  window.addEventListener("click", handle, options);
  return {
    replay() {
      stop();
      const target = held;
      held = undefined;
      if (target?.isConnected) target.click();
    },
    stop() {
      stop();
      held = undefined;
    },
  };
}
