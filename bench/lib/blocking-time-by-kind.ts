/**
 * Where a page's total blocking time comes from: its long tasks (Lighthouse's `long-tasks`
 * audit), clipped to first contentful paint and time-to-interactive as Lighthouse clips them
 * for the metric, summed by what each task was. Lighthouse's own figure comes from its
 * simulation's task list, so these sums approximate it rather than add up to it exactly; they
 * say which work to cut (docs/benchmarks.md, issue 37).
 */

/** One entry of the `long-tasks` audit: `url` is the script it ran, the page, or "Unattributable". */
export interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

export type TaskKind = "document" | "entry" | "other scripts" | "unattributable";

const BLOCKING_AFTER_MS = 50;

/** What `task` was on the page at `pageUrl`: the document's own work, the entry chunk's, another script's. */
export function kindOf(task: LongTask, pageUrl: string): TaskKind {
  if (task.url === "Unattributable") return "unattributable";
  let url: URL;
  try {
    url = new URL(task.url);
  } catch {
    return "other scripts";
  }
  if (url.origin === new URL(pageUrl).origin && !url.pathname.startsWith("/assets/")) {
    return "document";
  }
  return /\/assets\/entry-client-[^/]+\.js$/.test(url.pathname) ? "entry" : "other scripts";
}

/** The blocking time each kind of task added between `contentfulPaint` and `interactive` (ms). */
export function blockingTimeByKind(
  pageUrl: string,
  tasks: readonly LongTask[],
  contentfulPaint: number,
  interactive: number,
): Record<TaskKind, number> {
  const sums: Record<TaskKind, number> = {
    document: 0,
    entry: 0,
    "other scripts": 0,
    unattributable: 0,
  };
  for (const task of tasks) {
    const start = Math.max(task.startTime, contentfulPaint);
    const end = Math.min(task.startTime + task.duration, interactive);
    const blocking = end - start - BLOCKING_AFTER_MS;
    if (blocking > 0) sums[kindOf(task, pageUrl)] += blocking;
  }
  return sums;
}
