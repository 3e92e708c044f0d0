/**
 * What-ifs on a Lighthouse trace, for `bench:lantern`: the page's main-thread tasks, split at
 * the observed first contentful paint into the document's (parsing, style, the first layout
 * and paint) and the boot's (the scripts after it), and a copy of the trace in which the
 * chosen tasks last just under Lighthouse's 10 ms line. Lighthouse's simulation keeps a task
 * of 10 ms or more at its length times the CPU slowdown and leaves a shorter one out
 * (docs/benchmarks.md, "How Lighthouse's simulation counts the document's tasks"): auditing
 * the copy says how much of a page's blocking time each group of tasks decides.
 */
import type { TraceEvent } from "./trace";

export interface MainThreadTask {
  /** Microseconds from the first task of the page's main thread. */
  start: number;
  duration: number;
  /** Before the observed first contentful paint: the document's; after it, the boot's. */
  part: "document" | "boot";
  event: TraceEvent;
}

/** Lighthouse's `SIGNIFICANT_DUR_THRESHOLD_MS`: a task this long or longer is simulated. */
export const KEPT_TASK_US = 10_000;
/** What a shortened task lasts: just under the line, so it is left out like any short one. */
const SHORTENED_US = 9_500;

/**
 * The page's main thread (the renderer thread that parsed the page's own document) and its
 * top-level tasks, in order.
 */
export function mainThreadTasks(events: TraceEvent[], pageUrl: string): MainThreadTask[] {
  const parse = events.find(
    (event) => event.name === "ParseHTML" && (event.args?.beginData?.url ?? "").startsWith(pageUrl),
  );
  if (!parse) throw new Error(`mainThreadTasks: the trace never parsed ${pageUrl}`);
  const paint = events.find(
    (event) => event.name === "firstContentfulPaint" && event.pid === parse.pid,
  )?.ts;
  const tasks = events
    .filter(
      (event) =>
        event.pid === parse.pid &&
        event.tid === parse.tid &&
        event.ph === "X" &&
        event.name === "RunTask" &&
        (event.dur ?? 0) > 0,
    )
    .sort((a, b) => a.ts - b.ts);
  const first = tasks[0]?.ts ?? 0;
  const top: MainThreadTask[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const event of tasks) {
    if (event.ts < end) continue; // nested in the task before it
    end = event.ts + (event.dur ?? 0);
    top.push({
      start: event.ts - first,
      duration: event.dur ?? 0,
      part: paint === undefined || event.ts < paint ? "document" : "boot",
      event,
    });
  }
  return top;
}

/**
 * A copy of `events` in which each of `chosen` (tasks of 10 ms or more) lasts 9.5 ms: the task
 * and everything the thread did inside it are scaled down together from the task's start, so
 * what ran in it keeps its order and its share.
 */
export function withTasksShortened(events: TraceEvent[], chosen: MainThreadTask[]): TraceEvent[] {
  const copy = events.map((event) => ({ ...event }));
  for (const task of chosen) {
    const duration = task.event.dur ?? 0;
    if (duration < KEPT_TASK_US) continue;
    const factor = SHORTENED_US / duration;
    const { pid, tid, ts: start } = task.event;
    const end = start + duration;
    events.forEach((event, at) => {
      if (event.pid !== pid || event.tid !== tid || event.ts < start || event.ts > end) return;
      const scaled = copy[at];
      if (!scaled) return;
      scaled.ts = start + (event.ts - start) * factor;
      if (event.dur !== undefined) scaled.dur = event.dur * factor;
    });
  }
  return copy;
}
