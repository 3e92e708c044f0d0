import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AssetStore } from "./store";

const dirs: string[] = [];
function storeWith(limits: { concurrency: number; queue: number; cacheBytes: number }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "asset-store-"));
  dirs.push(dir);
  return { dir, store: new AssetStore(dir, limits) };
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const sha = "a".repeat(40);
const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

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
});
