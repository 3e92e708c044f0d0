import type { ExprNode } from "groq-js";
import { afterEach, describe, expect, it } from "vitest";
import type { SanityDocument } from "../store/types";
import { parseQuery } from "./query";
import { QueryPool } from "./query-pool";

const docs: SanityDocument[] = Array.from({ length: 3000 }, (_, i) => ({
  _id: `doc-${i}`,
  _type: i % 2 ? "city" : "hotel",
  _rev: "r",
  _createdAt: "2025-01-01T00:00:00Z",
  _updatedAt: "2025-01-01T00:00:00Z",
  n: i,
}));
const options = { projectId: "local", dataset: "production" };
// Quadratic in the dataset, and more with each nested `*`: the lake's worst case.
const HEAVY = "*[count(*[count(*) > 0]) > 0]";

function job(query: string, signal?: AbortSignal) {
  return {
    viewKey: "production|published|anonymous",
    generation: 1,
    docs: () => docs,
    tree: parseQuery(query),
    options,
    signal,
  };
}

let pool: QueryPool | undefined;
afterEach(() => pool?.close());

describe("QueryPool", () => {
  it("answers queries from a worker, sending the documents once per generation", async () => {
    pool = new QueryPool({ size: 1 });
    let sent = 0;
    const counting = () => {
      sent++;
      return docs;
    };
    expect(await pool.run({ ...job("count(*)"), docs: counting })).toBe(3000);
    expect(await pool.run({ ...job('count(*[_type == "city"])'), docs: counting })).toBe(1500);
    expect(sent).toBe(1);
    expect(await pool.run({ ...job("count(*)"), generation: 2, docs: () => docs.slice(1) })).toBe(
      2999,
    );
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
    const gone = new AbortController();
    const heavy = pool.run(job(HEAVY, gone.signal));
    setTimeout(() => gone.abort(), 50);
    await expect(heavy).rejects.toMatchObject({ status: 499 });
    // Without the stop, this would wait behind the heavy query for its whole run.
    const started = performance.now();
    expect(await pool.run(job("count(*)"))).toBe(3000);
    expect(performance.now() - started).toBeLessThan(5_000);
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
