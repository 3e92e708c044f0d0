import { describe, expect, it } from "vitest";
import { documentWork } from "./document-work";
import type { TraceEvent } from "./trace";

const main = { pid: 1, tid: 10 };
const other = { pid: 2, tid: 20 };
const task = (ts: number, dur: number, thread = main): TraceEvent => ({
  name: "RunTask",
  ph: "X",
  ts,
  dur,
  ...thread,
});
const inside = (name: string, ts: number, dur: number): TraceEvent => ({
  name,
  ph: "X",
  ts,
  dur,
  ...main,
});

describe("documentWork", () => {
  it("sums the main thread's work before the first paint, and what the simulation would keep of its tasks", () => {
    const events: TraceEvent[] = [
      { name: "thread_name", ph: "M", ts: 0, args: { name: "CrRendererMain" }, ...main },
      // A second renderer (an embedded frame's), less busy: not the page's.
      { name: "thread_name", ph: "M", ts: 0, args: { name: "CrRendererMain" }, ...other },
      task(0, 4_000, other),
      task(1_000, 12_000),
      inside("ParseHTML", 1_000, 11_000),
      task(14_000, 9_000),
      inside("ParseHTML", 14_000, 5_000),
      inside("UpdateLayoutTree", 19_000, 3_000),
      task(24_000, 15_000),
      inside("Layout", 24_000, 10_000),
      { name: "firstContentfulPaint", ph: "R", ts: 40_000, ...main },
      // After the paint: the entry's task, and a layout that is not counted before it.
      task(60_000, 20_000),
      inside("Layout", 61_000, 2_000),
    ];
    expect(documentWork(events, 11)).toEqual({
      beforePaintMs: 36,
      paintAtMs: 39,
      parsingMs: 16,
      styleMs: 3,
      layoutMs: 10,
      layouts: 1,
      // 12, 15 and 20 ms are kept; 9 ms is not: 82 + 115 + 170.
      tasksOver10Ms: 3,
      keptBlockingMs: 367,
      busyMs: 56,
    });
  });

  it("says so when the trace has no first contentful paint", () => {
    const events: TraceEvent[] = [
      { name: "thread_name", ph: "M", ts: 0, args: { name: "CrRendererMain" }, ...main },
      task(0, 5_000),
    ];
    expect(() => documentWork(events, 11)).toThrow(/no first contentful paint/);
  });
});
