/**
 * What one page load cost the renderer's main thread around its first paint, from a Chrome
 * trace (`devtools.timeline`, `toplevel`, `disabled-by-default-devtools.timeline`): the
 * figures `bench:document` compares between versions of a page's HTML.
 *
 * `keptBlockingMs` is what Lighthouse's simulation would count of the load's tasks at a CPU
 * slowdown: it keeps a task of 10 ms or more and multiplies it, and leaves a shorter one out
 * (docs/benchmarks.md, "How Lighthouse's simulation counts the document's tasks"). Summed over
 * every kept task of the load, not clipped to the simulated paint and time-to-interactive:
 * a figure to compare variants by, not Lighthouse's total blocking time.
 */
import { mainThreadEvents, type TraceEvent } from "./trace";

export interface DocumentWork {
  /** Every main-thread task that started before the first contentful paint, ms. */
  beforePaintMs: number;
  /** The first contentful paint, ms after the main thread's first task. */
  paintAtMs: number;
  parsingMs: number;
  styleMs: number;
  layoutMs: number;
  /** How many times the page was laid out before its first contentful paint. */
  layouts: number;
  /** Main-thread tasks of 10 ms or more, the whole trace. */
  tasksOver10Ms: number;
  keptBlockingMs: number;
  /** Every main-thread task of the trace, ms. */
  busyMs: number;
}

/** Lighthouse's simulation keeps a main-thread task this long or longer (Lantern's threshold). */
const KEPT_TASK_US = 10_000;
const LONG_TASK_MS = 50;

export function documentWork(events: TraceEvent[], cpuSlowdown: number): DocumentWork {
  const thread = mainThreadEvents(events);
  const tasks = thread.filter((event) => event.name === "RunTask");
  const paint = events.find((event) => event.name === "firstContentfulPaint")?.ts;
  if (tasks.length === 0 || paint === undefined) {
    throw new Error("documentWork: the trace has no main-thread task or no first contentful paint");
  }
  const start = Math.min(...tasks.map((task) => task.ts));
  const ms = (us: number) => us / 1000;
  const total = (list: TraceEvent[]) => ms(list.reduce((sum, event) => sum + (event.dur ?? 0), 0));
  const beforePaint = (name: string) =>
    thread.filter((event) => event.name === name && event.ts < paint);
  const kept = tasks.filter((task) => (task.dur ?? 0) >= KEPT_TASK_US);
  return {
    beforePaintMs: total(tasks.filter((task) => task.ts < paint)),
    paintAtMs: ms(paint - start),
    parsingMs: total(beforePaint("ParseHTML")),
    styleMs: total(beforePaint("UpdateLayoutTree")),
    layoutMs: total(beforePaint("Layout")),
    layouts: beforePaint("Layout").length,
    tasksOver10Ms: kept.length,
    keptBlockingMs: kept.reduce(
      (sum, task) => sum + Math.max(0, ms(task.dur ?? 0) * cpuSlowdown - LONG_TASK_MS),
      0,
    ),
    busyMs: total(tasks),
  };
}
