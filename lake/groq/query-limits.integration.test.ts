/**
 * Issue 13, finding 2: one anonymous query used to freeze the whole lake. Now queries run
 * on worker threads with a time limit, so the lake keeps answering while one runs, and
 * the query itself ends in a 408 that says what to do.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { raw, startLake, type TestLake } from "../testing/test-lake";

// Correlated (`^`) at every level, so the lake cannot evaluate the subqueries once
// (hoist.ts): n³ document visits.
const HEAVY = "*[count(*[count(*[_id != ^._id]) > 0]) > 0]";
let t: TestLake;

beforeAll(async () => {
  t = await startLake({ queryTimeoutMs: 3_000 });
  const tx = t.client.transaction();
  for (let i = 0; i < 3000; i++) tx.create({ _id: `doc-${i}`, _type: i % 2 ? "city" : "hotel" });
  await tx.commit({ visibility: "async" });
});
afterAll(() => t.stop());

async function timed(path: string): Promise<{ status: number; ms: number; body: unknown }> {
  const started = performance.now();
  const response = await raw(t.lake, path);
  return { status: response.status, ms: performance.now() - started, body: response.body };
}

it("answers ping and a simple query quickly while the pathological query runs, then stops it with 408", async () => {
  const heavy = timed(`/v1/data/query/production?query=${encodeURIComponent(HEAVY)}`);
  await new Promise((resolve) => setTimeout(resolve, 300)); // the heavy query is under way
  const pings: number[] = [];
  for (let i = 0; i < 5; i++) {
    const ping = await timed("/v1/ping");
    expect(ping.status).toBe(200);
    pings.push(ping.ms);
  }
  const simple = await timed(
    `/v1/data/query/production?query=${encodeURIComponent('count(*[_type == "city"])')}`,
  );
  expect(simple.status).toBe(200);
  expect(simple.body).toMatchObject({ result: 1500 });
  // A blocked lake would answer none of these before the query's 3 s limit. The bounds
  // leave room for a CI machine whose two cores also run the other test files.
  const median = [...pings].sort((a, b) => a - b)[2] as number;
  expect(median).toBeLessThan(100);
  expect(Math.max(...pings, simple.ms)).toBeLessThan(1_000);

  const stopped = await heavy;
  expect(stopped.status).toBe(408);
  expect(JSON.stringify(stopped.body)).toMatch(/longer than 3 s.*queryTimeoutError/);
});
