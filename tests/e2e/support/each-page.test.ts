import { describe, expect, it } from "vitest";
import { eachAtOnce, VISITS_AT_ONCE } from "./each-page";

/** Visits of `turns[item]` turns of the event loop each, recording how many ran at once. */
function recordingVisits(turns: readonly number[], failing: readonly number[] = []) {
  let running = 0;
  const seen = { most: 0, started: [] as number[], done: [] as number[] };
  const visit = async (item: number) => {
    running += 1;
    seen.most = Math.max(seen.most, running);
    seen.started.push(item);
    for (let turn = 0; turn < (turns[item] ?? 1); turn++) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    running -= 1;
    seen.done.push(item);
    if (failing.includes(item)) throw new Error(`visit ${item} failed`);
  };
  return { seen, visit };
}

describe("eachAtOnce", () => {
  it("visits every item, never more than VISITS_AT_ONCE at a time", async () => {
    const items = Array.from({ length: 10 }, (_, index) => index);
    const { seen, visit } = recordingVisits(items.map((item) => 1 + (item % 4)));
    await eachAtOnce(items, visit);
    expect([...seen.done].sort((a, b) => a - b)).toEqual(items);
    expect(seen.most).toBe(VISITS_AT_ONCE);
  });

  it("throws the first failure in item order once every started visit has ended", async () => {
    // 1 fails late, 2 fails first: 1's failure is the one thrown, after 0 and 2 have ended;
    // nothing starts after a failure.
    const items = [0, 1, 2, 3, 4, 5];
    const { seen, visit } = recordingVisits([8, 6, 2, 1, 1, 1], [1, 2]);
    await expect(eachAtOnce(items, visit)).rejects.toThrow("visit 1 failed");
    expect([...seen.done].sort()).toEqual([...seen.started].sort());
    expect(seen.started).toEqual([0, 1, 2]);
  });
});
