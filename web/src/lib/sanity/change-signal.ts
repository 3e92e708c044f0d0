/**
 * "Something changed" for listeners that may arrive late: a change nobody was listening for
 * is kept and told to the first listener that comes, once. Studio's drafts (studio-drafts.ts)
 * can start arriving before the page follows them (live content starts after the content
 * check); without this, an editor who types as soon as the preview shows saw nothing until
 * their next keystroke.
 */
export interface ChangeSignal {
  notify(): void;
  /** Calls `listener` on each change, and soon if a change came before anyone listened. */
  subscribe(listener: () => void): () => void;
}

export function createChangeSignal(): ChangeSignal {
  const listeners = new Set<() => void>();
  let missed = false;
  return {
    notify() {
      if (listeners.size === 0) {
        missed = true;
        return;
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (missed) {
        missed = false;
        // Not during subscribe: the caller has not stored its unsubscribe yet.
        queueMicrotask(() => {
          if (listeners.has(listener)) listener();
        });
      }
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
