/**
 * A Chrome trace event, as CDP's `Tracing.dataCollected` delivers it and Lighthouse saves it:
 * the fields the benchmarks read.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string }; beginData?: { url?: string } };
}

/**
 * The page's main thread: of the renderer main threads (`CrRendererMain`: the page's and any
 * frame's it embeds), the one whose tasks ran longest. Its complete events (`ph: "X"`), tasks
 * and what ran inside them, in the trace's order.
 */
export function mainThreadEvents(events: TraceEvent[]): TraceEvent[] {
  const threads = new Map<string, { events: TraceEvent[]; taskTime: number }>();
  for (const event of events) {
    if (event.name === "thread_name" && event.args?.name === "CrRendererMain") {
      threads.set(`${event.pid}:${event.tid}`, { events: [], taskTime: 0 });
    }
  }
  for (const event of events) {
    const thread = threads.get(`${event.pid}:${event.tid}`);
    if (!thread || event.ph !== "X") continue;
    thread.events.push(event);
    if (event.name === "RunTask") thread.taskTime += event.dur ?? 0;
  }
  return [...threads.values()].sort((a, b) => b.taskTime - a.taskTime)[0]?.events ?? [];
}
