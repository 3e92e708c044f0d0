import { describe, expect, test } from "vitest";
import { mainThreadTasks, withTasksShortened } from "./task-what-if";
import type { TraceEvent } from "./trace";

const PAGE = "http://127.0.0.1:4000/rome";
const main = { pid: 1, tid: 7 };
const event = (name: string, ts: number, dur?: number, extra: object = {}) =>
  ({ name, ph: dur === undefined ? "I" : "X", ...main, ts, dur, ...extra }) as TraceEvent;

/** A commit, the parse (with a script in it), a layout, the paint, then the boot's task. */
function trace(): TraceEvent[] {
  return [
    event("RunTask", 1_000, 12_000),
    event("RunTask", 20_000, 11_000),
    event("ParseHTML", 20_100, 10_000, { args: { beginData: { url: PAGE } } }),
    event("EvaluateScript", 25_000, 2_000),
    event("RunTask", 32_000, 20_000),
    event("Layout", 32_500, 18_000),
    event("firstContentfulPaint", 53_000),
    event("RunTask", 60_000, 4_000),
    event("RunTask", 70_000, 14_000),
    event("FunctionCall", 70_000, 14_000),
    // Another renderer's thread (a frame the page embeds): never the page's.
    { ...event("RunTask", 21_000, 30_000), tid: 9 },
  ];
}

describe("mainThreadTasks", () => {
  test("the page's top-level tasks, the document's before the first paint, the boot's after", () => {
    const tasks = mainThreadTasks(trace(), PAGE);
    expect(tasks.map(({ start, duration, part }) => [start, duration, part])).toEqual([
      [0, 12_000, "document"],
      [19_000, 11_000, "document"],
      [31_000, 20_000, "document"],
      [59_000, 4_000, "boot"],
      [69_000, 14_000, "boot"],
    ]);
  });

  test("says so when the trace never parsed the page", () => {
    expect(() => mainThreadTasks(trace(), "http://127.0.0.1:4000/berlin")).toThrow(/never parsed/);
  });
});

describe("withTasksShortened", () => {
  test("scales a chosen task and what ran in it to 9.5 ms, and leaves the rest as it was", () => {
    const events = trace();
    const layoutTask = mainThreadTasks(events, PAGE)[2];
    if (!layoutTask) throw new Error("no layout task");
    const shortened = withTasksShortened(events, [layoutTask]);
    const named = (name: string) => shortened.find((item) => item.name === name);
    expect(shortened[4]).toMatchObject({ ts: 32_000, dur: 9_500 });
    // The layout inside keeps its place and share: from 0.5 of 20 ms in, 18 of 20 ms long.
    expect(named("Layout")?.ts).toBeCloseTo(32_000 + 500 * (9_500 / 20_000));
    expect(named("Layout")?.dur).toBeCloseTo(18_000 * (9_500 / 20_000));
    // Untouched: the other tasks, the paint, the other thread, and the events given.
    expect(shortened[1]).toEqual(events[1]);
    expect(named("firstContentfulPaint")?.ts).toBe(53_000);
    expect(shortened[10]).toEqual(events[10]);
    expect(events[4]?.dur).toBe(20_000);
  });

  test("leaves a task already under the line as it was", () => {
    const events = trace();
    const short = mainThreadTasks(events, PAGE)[3];
    if (!short) throw new Error("no short task");
    expect(withTasksShortened(events, [short])).toEqual(events);
  });
});
