import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Datasets } from "../store/datasets";
import type { DatasetStore } from "../store/log";
import { runTransaction } from "../store/transactions";
import type { ExprNode } from "./functions";
import { parseQuery } from "./query";
import { QueryPool, type QueryRequest } from "./query-pool";

// Quadratic in the dataset: the inner `*` refers to the outer document (`^`), so the lake
// cannot evaluate it once and reuse it, as it does uncorrelated subqueries (hoist.ts; the
// uncorrelated `*[count(*[count(*) > 0]) > 0]` that stood here became fast, and this test
// became a race with the clock).
const HEAVY = "*[count(*[n > ^.n]) > 0]";
// Cubic (the innermost filter refers to both enclosing documents, so nothing is hoisted):
// about 27 billion comparisons, a run no test would ever see the end of.
const ENDLESS = "*[count(*[count(*[n > ^.n && n < ^.^.n]) > 0]) > 0]";

let dataDir: string;
let datasets: Datasets;
let store: DatasetStore;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "query-pool-"));
  datasets = Datasets.open(dataDir, ["production"], () => undefined);
  store = datasets.get("production");
  await runTransaction(store, { author: "test" }, (staging) => {
    for (let i = 0; i < 3000; i++) {
      staging.put(`doc-${i}`, { _type: i % 2 ? "city" : "hotel", n: i }, (doc) => ({
        create: doc,
      }));
    }
  });
});
afterAll(() => {
  datasets.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function job(query: string, signal?: AbortSignal): QueryRequest {
  return {
    store,
    perspective: "published",
    reader: "public",
    baseUrl: "http://lake",
    tree: parseQuery(query),
    options: { projectId: "local", dataset: "production" },
    signal,
  };
}

let pool: QueryPool | undefined;
afterEach(() => pool?.close());

describe("QueryPool", () => {
  it("answers from a worker's replica, which follows every commit", async () => {
    pool = new QueryPool({ size: 1 });
    expect(await pool.run(job("count(*)"))).toBe(3000);
    await runTransaction(store, { author: "test" }, (staging) => {
      staging.put("doc-new", { _type: "city" }, (doc) => ({ create: doc }));
    });
    expect(await pool.run(job('count(*[_type == "city"])'))).toBe(1501);
    await runTransaction(store, { author: "test" }, (staging) => staging.remove("doc-new"));
    expect(await pool.run(job('count(*[_type == "city"])'))).toBe(1500);
    expect(await pool.run({ ...job("count(*)"), perspective: "raw" })).toBe(3000);
  });

  it("stops a query past its time limit with a 408 that says what to do, and keeps serving", async () => {
    pool = new QueryPool({ size: 1, timeoutMs: 300 });
    await expect(pool.run(job(HEAVY))).rejects.toMatchObject({
      status: 408,
      body: { error: { type: "queryTimeoutError" } },
    });
    expect(await pool.run(job("count(*)"))).toBe(3000);
  });

  it("stops a query whose client went away, freeing its worker at once", async () => {
    pool = new QueryPool({ size: 1, timeoutMs: 60_000 });
    // The worker started and holds the replica: the next query goes to it at once, so the
    // client leaves while its query runs (not while it waits in the queue).
    expect(await pool.run(job("count(*)"))).toBe(3000);
    const gone = new AbortController();
    const endless = pool.run(job(ENDLESS, gone.signal));
    gone.abort();
    await expect(endless).rejects.toMatchObject({ status: 499 });
    // The only worker answers next: the endless query has stopped in it (without the stop the
    // answer would never come), not by the worker's end (the pool's fallback after a grace
    // period), which a restart would show.
    expect(await pool.run(job("count(*)"))).toBe(3000);
    expect(pool.restarts).toBe(0);
  });

  it("answers an evaluation failure as the 400 queryExecutionError the main thread would send", async () => {
    pool = new QueryPool({ size: 1 });
    // A tree groq-js cannot evaluate (no query text parses to one, so it is built by hand).
    const bogus = { ...job("*"), tree: { type: "NotANode" } as unknown as ExprNode };
    await expect(pool.run(bogus)).rejects.toMatchObject({
      status: 400,
      body: { error: { type: "queryExecutionError" } },
    });
    expect(await pool.run(job("count(*)"))).toBe(3000);
  });
});

describe("QueryPool stops queries without ending workers", () => {
  it("stops a query past its time limit inside its worker, which goes on with its replica", async () => {
    pool = new QueryPool({ size: 1, timeoutMs: 300 });
    expect(await pool.run(job("count(*)"))).toBe(3000);
    await expect(pool.run(job(HEAVY))).rejects.toMatchObject({ status: 408 });
    expect(await pool.run(job("count(*)"))).toBe(3000);
    expect(pool.restarts).toBe(0);
  });

  it("stops a query whose client went away inside its worker", async () => {
    pool = new QueryPool({ size: 1, timeoutMs: 60_000 });
    // Started and warm, so the query is running, not waiting, when its client leaves.
    expect(await pool.run(job("count(*)"))).toBe(3000);
    const gone = new AbortController();
    const heavy = pool.run(job(HEAVY, gone.signal));
    gone.abort();
    await expect(heavy).rejects.toMatchObject({ status: 499 });
    expect(await pool.run(job("count(*)"))).toBe(3000);
    expect(pool.restarts).toBe(0);
  });

  it("serves waiting clients round-robin, each within its cap of running queries", async () => {
    pool = new QueryPool({ size: 1, perClient: 1, timeoutMs: 60_000 });
    const order: string[] = [];
    const run = (client: string, name: string) =>
      pool?.run({ ...job("count(*)"), client }).then(() => order.push(name));
    // All five wait for the worker to start; then a1, and a2 and a3 wait behind b1 and c1,
    // which came later (in arrival order it would be a1, a2, a3, b1, c1).
    await Promise.all([
      run("a", "a1"),
      run("a", "a2"),
      run("a", "a3"),
      run("b", "b1"),
      run("c", "c1"),
    ]);
    expect(order).toEqual(["a1", "b1", "c1", "a2", "a3"]);
  });
});

describe("QueryPool warms replicas in the background", () => {
  it("loads a dataset on every worker, one at a time, commits made meanwhile included", async () => {
    pool = new QueryPool({ size: 2, timeoutMs: 60_000 });
    await pool.ready();
    pool.warm([store]);
    // A write while the snapshot is still being sent in parts.
    await runTransaction(store, { author: "test" }, (staging) => {
      staging.put("doc-warm", { _type: "city", n: -1 }, (doc) => ({ create: doc }));
    });
    // Two clients at once: each worker answers one, from its own replica.
    const counts = await Promise.all(
      ["a", "b"].map((client) => pool?.run({ ...job("count(*)"), client })),
    );
    expect(counts).toEqual([3001, 3001]);
    await runTransaction(store, { author: "test" }, (staging) => staging.remove("doc-warm"));
    expect(await pool.run(job("count(*)"))).toBe(3000);
    expect(pool.restarts).toBe(0);
  });
});

describe("QueryPool with firstAlone", () => {
  it("starts one worker, and the others once it holds the datasets warm asked for", async () => {
    pool = new QueryPool({ size: 3, firstAlone: true, timeoutMs: 60_000 });
    const other = datasets.create("other");
    let started = false;
    void pool.ready().then(() => {
      started = true;
    });
    expect(pool.workers).toBe(1);
    pool.warm([store, other]);
    expect(pool.workers).toBe(1);
    // Asked while the first worker loads: it answers, and the others start after both loads.
    expect(await pool.run(job("count(*)"))).toBe(3000);
    await pool.ready();
    expect(started).toBe(true);
    expect(pool.workers).toBe(3);
    // Every worker warms up both in the background, the first dataset too (which the first
    // worker alone held for a while).
    while (pool.holders(store) < 3 || pool.holders(other) < 3) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Whichever workers take them (the two started later load the dataset first), the answers
    // are whole.
    const counts = await Promise.all(
      ["a", "b", "c"].map((client) => pool?.run({ ...job("count(*)"), client })),
    );
    expect(counts).toEqual([3000, 3000, 3000]);
    expect(pool.restarts).toBe(0);
  });
});

describe("QueryPool.preload", () => {
  it("reads a log again when its replay did not end where the preload did", async () => {
    // The dataset above, opened afresh from a copy of its log: generation 0, as at a start.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "query-pool-preload-"));
    fs.copyFileSync(store.logExtent().file, path.join(copy, "production.log.ndjson"));
    const reopened = Datasets.open(copy, ["production"], () => undefined);
    try {
      const fresh = reopened.get("production");
      pool = new QueryPool({ size: 1, firstAlone: true });
      // What a worker reads before a replay that then moves the log's end (a repaired newline,
      // a torn tail cut): here, none of its transactions.
      pool.preload("production", { ...fresh.logExtent(), bytes: 0 });
      pool.warm([fresh]);
      expect(await pool.run({ ...job("count(*)"), store: fresh })).toBe(3000);
    } finally {
      pool?.close();
      reopened.close();
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
