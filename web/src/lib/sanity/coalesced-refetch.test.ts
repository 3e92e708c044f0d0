import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Changed, coalescedRefetch } from "./coalesced-refetch";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A refetch that takes `ms` and records what it was asked for. */
function recorder(ms = 40) {
  const calls: Changed[] = [];
  const refetch = (changed: Changed) => {
    calls.push(changed);
    return new Promise<void>((resolve) => setTimeout(resolve, ms));
  };
  return { calls, refetch };
}

describe("coalescedRefetch", () => {
  it("makes one refetch of a burst, with every tag it named", async () => {
    const { calls, refetch } = recorder();
    const live = coalescedRefetch(refetch, { quietMs: 60, maxWaitMs: 250 });
    for (let i = 0; i < 20; i++) {
      live.schedule(new Set([`s1:${i}`]));
      await vi.advanceTimersByTimeAsync(5);
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    expect([...(calls[0] as Set<string>)]).toHaveLength(20);
  });

  it("never makes an event wait longer than maxWaitMs, however long the burst", async () => {
    const { calls, refetch } = recorder(10);
    const live = coalescedRefetch(refetch, { quietMs: 60, maxWaitMs: 250 });
    for (let i = 0; i < 30; i++) {
      live.schedule(new Set(["s1:a"]));
      await vi.advanceTimersByTimeAsync(50);
    }
    // 1.5 s of events 50 ms apart: a refetch at least every ~260 ms, not one at the end.
    expect(calls.length).toBeGreaterThanOrEqual(5);
    expect(calls.length).toBeLessThan(10);
  });

  it("gathers events during a refetch into one more, and lets everything win over tags", async () => {
    const { calls, refetch } = recorder(200);
    const live = coalescedRefetch(refetch, { quietMs: 10, maxWaitMs: 50 });
    live.schedule(new Set(["s1:a"]));
    await vi.advanceTimersByTimeAsync(20);
    expect(calls).toHaveLength(1);
    live.schedule(new Set(["s1:b"]));
    live.schedule("everything");
    live.schedule(new Set(["s1:c"]));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual([new Set(["s1:a"]), "everything"]);
  });

  it("keeps going after a failed refetch, and stops when told", async () => {
    const calls: Changed[] = [];
    const errors: unknown[] = [];
    const live = coalescedRefetch(
      (changed) => {
        calls.push(changed);
        return Promise.reject(new Error("offline"));
      },
      { quietMs: 10, maxWaitMs: 50 },
      (error) => errors.push(error),
    );
    live.schedule(new Set(["s1:a"]));
    await vi.advanceTimersByTimeAsync(20);
    live.schedule(new Set(["s1:b"]));
    await vi.advanceTimersByTimeAsync(20);
    live.stop();
    live.schedule(new Set(["s1:c"]));
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(2);
    expect(errors).toHaveLength(2);
  });

  it("settles at once when idle, and only once what was scheduled has run", async () => {
    const { calls, refetch } = recorder(40);
    const live = coalescedRefetch(refetch, { quietMs: 60, maxWaitMs: 250 });
    let idle = false;
    await live.settled().then(() => {
      idle = true;
    });
    expect(idle).toBe(true);

    live.schedule(new Set(["s1:a"]));
    let settled = false;
    void live.settled().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(70);
    // Running: the refetch takes 40 ms.
    expect(calls).toHaveLength(1);
    expect(settled).toBe(false);
    live.schedule(new Set(["s1:b"]));
    await vi.advanceTimersByTimeAsync(40);
    // The first done, the second scheduled after it: still not settled.
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toHaveLength(2);
    expect(settled).toBe(true);
  });
});
