import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AssetStore } from "./store";

const dirs: string[] = [];
function storeWith(limits: ConstructorParameters<typeof AssetStore>[1]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "asset-store-"));
  dirs.push(dir);
  return { dir, store: new AssetStore(dir, limits) };
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const sha = "a".repeat(40);
const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

/** A render that finishes when the test says so, counting how many run at once. */
function gatedRenders() {
  const gates: (() => void)[] = [];
  const state = { active: 0, most: 0, started: 0 };
  const render = () => async () => {
    state.started++;
    state.active++;
    state.most = Math.max(state.most, state.active);
    await new Promise<void>((resolve) => gates.push(resolve));
    state.active--;
    return Buffer.from("avif");
  };
  /** Lets every render started so far finish. */
  const open = () => {
    for (const gate of gates.splice(0)) gate();
  };
  /** Waits until `n` renders have started (the store reads its cache first). */
  const started = async (n: number) => {
    while (state.started < n) await new Promise((resolve) => setImmediate(resolve));
  };
  return { state, render, open, started };
}

describe("AssetStore variants", () => {
  it("renders at most `concurrency` variants at once", async () => {
    const { store } = storeWith({ concurrency: 2, queue: 10, cacheBytes: 1e6 });
    let active = 0;
    let most = 0;
    const render = async () => {
      active++;
      most = Math.max(most, active);
      await tick();
      active--;
      return Buffer.from("x");
    };
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => store.variant(sha, `k${i}`, "png", render)),
    );
    expect(most).toBe(2);
  });

  it("refuses with 503 once the queue is full, and still renders the rest", async () => {
    const { store } = storeWith({ concurrency: 1, queue: 1, cacheBytes: 1e6 });
    const render = async () => {
      await tick();
      return Buffer.from("x");
    };
    const results = await Promise.allSettled(
      ["a", "b", "c"].map((key) => store.variant(sha, key, "png", render)),
    );
    // Which of the three arrives last depends on the file system (each checks the cache
    // first): one renders, one waits, the third is refused.
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(1);
    expect(refused[0]?.reason).toMatchObject({ status: 503 });
  });

  it("keeps the cache under its byte budget, dropping the least recently used", async () => {
    const { dir, store } = storeWith({ concurrency: 2, queue: 10, cacheBytes: 100 });
    const bytes = (n: number) => async () => Buffer.alloc(n, 1);
    await store.variant(sha, "old", "png", bytes(40));
    await store.variant(sha, "mid", "png", bytes(40));
    await store.variant(sha, "old", "png", bytes(40)); // read again: now the newest use
    await store.variant(sha, "new", "png", bytes(40));
    expect(store.cacheUsage()).toEqual({ files: 2, bytes: 80 });
    const cached = fs.readdirSync(path.join(dir, "assets/.cache", sha)).sort();
    expect(cached).toEqual(["new.png", "old.png"]);
    // A new store counts what is on disk against the same budget.
    expect(new AssetStore(dir, { concurrency: 1, queue: 1, cacheBytes: 50 }).cacheUsage()).toEqual({
      files: 1,
      bytes: 40,
    });
  });

  it("encodes AVIF one at a time in a lane of its own, beside the other renders", async () => {
    const { store } = storeWith({ concurrency: 2, queue: 10, avifConcurrency: 1, avifQueue: 10 });
    const avif = gatedRenders();
    const encodes = ["a", "b", "c"].map((key) => store.variant(sha, key, "avif", avif.render()));
    await avif.started(1);
    // A WebP render is not held up by the AVIF encode in progress (nor by those waiting).
    const webp = await store.variant(sha, "w", "webp", async () => Buffer.from("webp"));
    expect(webp.toString()).toBe("webp");
    expect(avif.state.started).toBe(1);
    while (avif.state.started < 3 || avif.state.active > 0) {
      avif.open();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await Promise.all(encodes)).map(String)).toEqual(["avif", "avif", "avif"]);
    expect(avif.state.most).toBe(1);
  });

  it("prepares a variant in the background: once per variant, skipped when the queue is full", async () => {
    const { store } = storeWith({ concurrency: 1, queue: 1, avifConcurrency: 1, avifQueue: 1 });
    const avif = gatedRenders();
    expect(await store.cachedVariant(sha, "a", "avif")).toBeUndefined();
    // The same variant asked three times: one encode, which all three wait for.
    const a = [1, 2, 3].map(() => store.prepareVariant(sha, "a", "avif", avif.render()));
    await avif.started(1);
    // Two more while "a" encodes: one waits in the queue, the other finds it full. Which is
    // which depends on the file system (each reads the cache first); the skipped one
    // resolves at once, as nothing else can finish while "a" is held.
    const b = store.prepareVariant(sha, "b", "avif", avif.render());
    const c = store.prepareVariant(sha, "c", "avif", avif.render());
    expect(await Promise.race([b, c])).toBe(false);
    while (avif.state.started < 2 || avif.state.active > 0) {
      avif.open();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(a)).toEqual([true, true, true]);
    expect([await b, await c].sort()).toEqual([false, true]);
    expect(avif.state).toMatchObject({ started: 2, most: 1 });
    expect((await store.cachedVariant(sha, "a", "avif"))?.toString()).toBe("avif");
    const skipped = (await b) ? "c" : "b";
    expect(await store.cachedVariant(sha, skipped, "avif")).toBeUndefined();
  });

  it("resolves false, never rejects, when a background render fails", async () => {
    const { store } = storeWith({});
    const failing = async (): Promise<Buffer> => {
      throw new Error("corrupt input");
    };
    expect(await store.prepareVariant(sha, "bad", "avif", failing)).toBe(false);
    expect(await store.cachedVariant(sha, "bad", "avif")).toBeUndefined();
  });

  it("closes: no render starts after, and close waits for the one in progress", async () => {
    const { store } = storeWith({ avifConcurrency: 1, avifQueue: 4 });
    const avif = gatedRenders();
    const running = store.variant(sha, "a", "avif", avif.render());
    await avif.started(1);
    const waiting = store.variant(sha, "b", "avif", avif.render());
    // Give "b" time to reach the queue (it reads the cache first).
    await tick();
    let closed = false;
    const closing = store.close().then(() => {
      closed = true;
    });
    await tick();
    expect(closed).toBe(false);
    avif.open();
    await closing;
    expect((await running).toString()).toBe("avif");
    await expect(waiting).rejects.toMatchObject({ status: 503 });
    expect(avif.state.started).toBe(1);
  });
});
