import { describe, expect, it } from "vitest";
import { createChangeSignal } from "./change-signal";

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe("createChangeSignal", () => {
  it("tells every listener of each change", () => {
    const signal = createChangeSignal();
    const heard: string[] = [];
    signal.subscribe(() => heard.push("a"));
    signal.subscribe(() => heard.push("b"));
    signal.notify();
    signal.notify();
    expect(heard).toEqual(["a", "b", "a", "b"]);
  });

  it("keeps a change nobody heard for the first listener, once", async () => {
    const signal = createChangeSignal();
    signal.notify();
    signal.notify();
    let first = 0;
    let second = 0;
    signal.subscribe(() => first++);
    await tick();
    signal.subscribe(() => second++);
    await tick();
    expect(first).toBe(1);
    expect(second).toBe(0);
  });

  it("tells nothing to a listener gone before the missed change is delivered", async () => {
    const signal = createChangeSignal();
    signal.notify();
    let heard = 0;
    const unsubscribe = signal.subscribe(() => heard++);
    unsubscribe();
    await tick();
    signal.notify();
    expect(heard).toBe(0);
  });

  it("keeps nothing once a listener heard the change", async () => {
    const signal = createChangeSignal();
    let heard = 0;
    const unsubscribe = signal.subscribe(() => heard++);
    signal.notify();
    unsubscribe();
    let later = 0;
    signal.subscribe(() => later++);
    await tick();
    expect([heard, later]).toEqual([1, 0]);
  });
});
