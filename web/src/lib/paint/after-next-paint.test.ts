import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint } from "./after-next-paint";

// A frame loop we step by hand: each frame runs the callbacks queued before it.
let queued: Map<number, FrameRequestCallback>;
let nextId: number;
function frame() {
  const callbacks = [...queued.values()];
  queued.clear();
  for (const callback of callbacks) callback(0);
}

beforeEach(() => {
  queued = new Map();
  nextId = 1;
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    const id = nextId++;
    queued.set(id, callback);
    return id;
  });
  vi.stubGlobal("cancelAnimationFrame", (id: number) => queued.delete(id));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("afterNextPaint", () => {
  it("waits for the frame being painted, then runs in the next one", () => {
    const task = vi.fn();
    afterNextPaint(task);
    frame(); // the current frame: its callbacks run before its paint
    expect(task).not.toHaveBeenCalled();
    frame();
    expect(task).toHaveBeenCalledOnce();
  });

  it("never runs once cancelled, before or between the two frames", () => {
    const early = vi.fn();
    afterNextPaint(early)();
    const between = vi.fn();
    const cancelBetween = afterNextPaint(between);
    frame();
    cancelBetween();
    frame();
    frame();
    expect(early).not.toHaveBeenCalled();
    expect(between).not.toHaveBeenCalled();
  });
});
