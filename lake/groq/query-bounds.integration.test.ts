/**
 * Issue 23, item 9: one anonymous query could take the lake to gigabytes and stop it
 * answering (the result was serialized with JSON.stringify on the main thread, and nothing
 * bounded what a query built). Now the worker writes the result as JSON within a size limit,
 * its heap has a limit, and each answers a 422 that names the limit while the lake goes on
 * answering everyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pingWhile } from "../testing/ping-while";
import { raw, startLake, type TestLake } from "../testing/test-lake";

const DOCS = 3000;

async function seed(t: TestLake): Promise<void> {
  const tx = t.client.transaction();
  for (let i = 0; i < DOCS; i++) {
    tx.create({ _id: `doc-${i}`, _type: i % 2 ? "city" : "hotel", n: i });
  }
  // One document with a 1 MB field, for string concatenation.
  tx.create({ _id: "long", _type: "note", text: "x".repeat(1024 * 1024) });
  await tx.commit({ visibility: "async" });
}

const query = (text: string) => `/v1/data/query/production?query=${encodeURIComponent(text)}`;

describe("a query's result-size limit", () => {
  let t: TestLake;
  let small: TestLake;
  beforeAll(async () => {
    t = await startLake();
    await seed(t);
    // A lower limit, so the bomb reaches it well within the time limit on a busy machine.
    small = await startLake({ queryResultLimitBytes: 16 * 1024 * 1024, queryTimeoutMs: 60_000 });
    await seed(small);
  });
  afterAll(async () => {
    await t.stop();
    await small.stop();
  });

  it("stops a result that would be gigabytes with a 422 naming the limit, while ping answers", async () => {
    // Every document with every id: 3000 × 3000 ids, about 100 MB of JSON here (3.6 GB and
    // "Invalid string length" over 10,000 documents before).
    const bomb = raw(small.lake, query('*[defined(n)]{"a": *[defined(n)]._id}'));
    const pings = await pingWhile(small.lake, bomb, 3_000);
    const answer = await bomb;
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      error: { type: "queryResultTooLargeError", limitBytes: 16 * 1024 * 1024 },
    });
    expect(JSON.stringify(answer.body)).toContain("result-size limit of 16 MB");
    expect(pings).toBeGreaterThan(0);
  });

  it("stops a string built by concatenation before it is written out", async () => {
    const copies = Array.from({ length: 100 }, () => "text").join(" + ");
    const answer = await raw(t.lake, query(`*[_id == "long"]{"s": ${copies}}`));
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain("result-size limit of 64 MB");
  });

  it("still answers a result under the limit in full, as JSON.stringify would", async () => {
    const answer = await raw(t.lake, query('*[_type == "city"] | order(n asc) [0...3]{n, _id}'));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      result: [
        { n: 1, _id: "doc-1" },
        { n: 3, _id: "doc-3" },
        { n: 5, _id: "doc-5" },
      ],
    });
    const big = await raw(t.lake, query('*[_id == "long"][0].text'));
    expect(big.status).toBe(200);
    expect((big.body as { result: string }).result).toHaveLength(1024 * 1024);
  });
});

describe("a query's memory limit", () => {
  let t: TestLake;
  beforeAll(async () => {
    // A small heap, so a query reaches it quickly; a long time limit, so memory stops it first.
    t = await startLake({ queryMemoryMb: 96, queryTimeoutMs: 120_000, queryWorkers: 2 });
    await seed(t);
  });
  afterAll(() => t.stop());

  it("ends a query past the worker's heap limit with a 422 naming it, replaces the worker, and keeps every other answer", async () => {
    // A new 1 MB string per document, all held at once (a slice needs the whole array):
    // 3 GB, far over 96 MB.
    const bomb = raw(
      t.lake,
      query('*[defined(n)]{"s": lower(string(n) + *[_id == "long"][0].text)}[0...1]'),
    );
    const other = raw(t.lake, query('count(*[_type == "city"])'));
    const pings = await pingWhile(t.lake, bomb, 3_000);
    const answer = await bomb;
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ error: { type: "queryMemoryLimitError", limitMb: 96 } });
    expect(JSON.stringify(answer.body)).toContain("query memory limit of 96 MB");
    expect((await other).body).toMatchObject({ result: DOCS / 2 });
    expect(pings).toBeGreaterThan(0);
    // The replacement answers queries on the same data.
    const after = await raw(t.lake, query("count(*[defined(n)])"));
    expect(after.body).toMatchObject({ result: DOCS });
  });
});
