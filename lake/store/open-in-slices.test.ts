import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Datasets, readLock } from "./datasets";
import { runTransaction } from "./transactions";

const TRANSACTIONS = 50;
let dataDir: string;

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "open-in-slices-"));
  const datasets = Datasets.open(dataDir, ["production"], () => undefined);
  const store = datasets.get("production");
  for (let i = 0; i < TRANSACTIONS; i++) {
    await runTransaction(store, { author: "test" }, (staging) => {
      staging.put(`doc-${i}`, { _type: "thing", n: i }, (doc) => ({ create: doc }));
      if (i > 0) staging.remove(`doc-${i - 1}`);
    });
  }
  datasets.close();
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Counts turns of the event loop until `done` is called. */
function countTurns(): { done: () => number } {
  let turns = 0;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  return {
    done: () => {
      stopped = true;
      return turns;
    },
  };
}

describe("Datasets.openInSlices", () => {
  it("lets the event loop run between transactions, and opens what open opens", async () => {
    const turns = countTurns();
    const datasets = Datasets.claim(dataDir, () => undefined);
    await datasets.openInSlices(["production"], 0);
    // One pause after every transaction but the last: others ran meanwhile.
    expect(turns.done()).toBeGreaterThanOrEqual(TRANSACTIONS - 1);
    const sliced = datasets.get("production");
    const snapshot = { ids: [...sliced.ids()], docs: [...sliced.documents()] };
    const entries = sliced.entryCount;
    datasets.close();

    const atOnce = Datasets.open(dataDir, ["production"], () => undefined);
    const store = atOnce.get("production");
    expect(snapshot.ids).toEqual([`doc-${TRANSACTIONS - 1}`]);
    expect(snapshot).toEqual({ ids: [...store.ids()], docs: [...store.documents()] });
    expect(entries).toBe(store.entryCount);
    atOnce.close();
  });

  it("gives up when the data dir closes while a log is still opening, and unlocks it", async () => {
    const datasets = Datasets.claim(dataDir, () => undefined);
    const opening = datasets.openInSlices(["production"], 0);
    await new Promise((resolve) => setImmediate(resolve));
    datasets.close();
    await expect(opening).rejects.toThrow(/closed while production opened/);
    expect(datasets.has("production")).toBe(false);
    expect(readLock(dataDir)).toBeUndefined();
    // The log is whole: the next open reads every transaction.
    const again = Datasets.open(dataDir, ["production"], () => undefined);
    expect(again.get("production").entryCount).toBe(TRANSACTIONS);
    again.close();
  });
});
