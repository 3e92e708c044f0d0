/**
 * Turns live events into as few refetches as possible: events arriving close together
 * (a burst of publishes) wait for a short quiet moment, never longer than `maxWaitMs`, and
 * become one refetch of everything they touched; events arriving while a refetch runs are
 * gathered into one more refetch after it. A refetch never triggers another by itself, so
 * nothing loops.
 */
export type Changed = ReadonlySet<string> | "everything";

export interface RefetchTiming {
  /** Quiet time that ends a burst. */
  quietMs: number;
  /** Longest an event waits for its burst to end. */
  maxWaitMs: number;
}

const DEFAULT_REFETCH_TIMING: RefetchTiming = { quietMs: 60, maxWaitMs: 250 };

export interface CoalescedRefetch {
  /** Sync tags a live event named, or everything (a restart, a reconnect). */
  schedule(changed: Changed): void;
  /** Stops the timers; a refetch already running finishes. */
  stop(): void;
  /** Settles once nothing is scheduled or running (at once if nothing is). */
  settled(): Promise<void>;
}

export function coalescedRefetch(
  refetch: (changed: Changed) => Promise<unknown>,
  timing: RefetchTiming = DEFAULT_REFETCH_TIMING,
  onError: (error: unknown) => void = (error) =>
    console.warn("Could not reload the changed content.", error),
): CoalescedRefetch {
  let pending: Set<string> | "everything" | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let burstStartedAt = 0;
  let running = false;
  let stopped = false;
  let waiters: Array<() => void> = [];
  const idle = () => !running && !pending;
  const wakeWaiters = () => {
    if (!idle() && !stopped) return;
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };

  const flush = () => {
    timer = undefined;
    const changed = pending;
    pending = undefined;
    if (!changed || stopped) return;
    running = true;
    refetch(changed)
      .catch(onError)
      .finally(() => {
        running = false;
        if (pending) arm();
        wakeWaiters();
      });
  };

  const arm = () => {
    if (running || stopped) return;
    const now = Date.now();
    if (timer === undefined) burstStartedAt = now;
    else clearTimeout(timer);
    const left = Math.max(0, burstStartedAt + timing.maxWaitMs - now);
    timer = setTimeout(flush, Math.min(timing.quietMs, left));
  };

  return {
    schedule(changed) {
      if (changed === "everything" || pending === "everything") pending = "everything";
      else {
        pending ??= new Set();
        for (const tag of changed) pending.add(tag);
      }
      arm();
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      wakeWaiters();
    },
    settled() {
      if (idle() || stopped) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}
