/**
 * Issue 23, item 10: the query of a delete or patch by query ran on the lake's main thread
 * without the query time limit (one blocked /v1/ping for 10 s). It now runs on the query
 * workers, within the same limits as any query.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { pingWhile } from "../testing/ping-while";
import { raw, startLake, type TestLake, TOKEN } from "../testing/test-lake";

const DOCS = 3000;
// Correlated at every level (n³ document visits): far past the 3 s limit.
const HEAVY = '*[_type == "hotel" && count(*[count(*[n > ^.n]) > 0]) > 0]';
let t: TestLake;

beforeAll(async () => {
  t = await startLake({ queryTimeoutMs: 3_000 });
  const tx = t.client.transaction();
  for (let i = 0; i < DOCS; i++) {
    tx.create({ _id: `doc-${i}`, _type: i % 2 ? "city" : "hotel", n: i });
  }
  await tx.commit({ visibility: "async" });
});
afterAll(() => t.stop());

function mutate(mutations: unknown[]) {
  return raw(t.lake, "/v1/data/mutate/production", {
    method: "POST",
    token: TOKEN,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mutations }),
  });
}

it("runs a delete's query within the query time limit, while ping answers, and deletes nothing", async () => {
  const deletion = mutate([{ delete: { query: HEAVY } }]);
  const pings = await pingWhile(t.lake, deletion, 1_000);
  const answer = await deletion;
  expect(answer.status).toBe(408);
  expect(answer.body).toMatchObject({
    error: { items: [{ error: { type: "queryTimeoutError" } }] },
  });
  expect(JSON.stringify(answer.body)).toContain("longer than 3 s");
  expect(pings).toBeGreaterThan(0);
  expect(await t.client.fetch("count(*)")).toBe(DOCS);
});

it("deletes and patches many documents by query", async () => {
  const patched = await mutate([
    { patch: { query: '*[_type == "city"]', set: { seen: true } } },
    { delete: { query: '*[_type == "hotel" && n >= 1000]' } },
  ]);
  expect(patched.status).toBe(200);
  expect((patched.body as { results: unknown[] }).results).toHaveLength(DOCS / 2 + 1000);
  expect(await t.client.fetch('count(*[_type == "hotel"])')).toBe(500);
  expect(await t.client.fetch("count(*[seen])")).toBe(DOCS / 2);
});
