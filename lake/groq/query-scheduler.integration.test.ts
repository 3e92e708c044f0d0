/**
 * Issue 38, fairness across and within clients: with 3 workers, a cheap count() from a third
 * client waited 8.3 s behind two clients' slow queries, and `*[_id == $id][0]{_id, title}`
 * waited 9.4 s behind its own client's slow queries (the by-id fast path took only the bare
 * lookup). Now cheap queries (by id with any projection, `_id in [...]`, a query that ran
 * fast before) go first, and slow ones never hold every worker (ADR 0044). The checks are on
 * the order answers arrive in: each cheap one before any slow one ends.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { defaultLakeCorsOrigins } from "../config";
import { raw, startLake, type TestLake } from "../testing/test-lake";

const DOCS = 3000;
// Correlated at every level (n³ document visits): each runs to the 2 s limit.
const SLOW = "*[count(*[count(*[n > ^.n]) > 0]) > 0]";
const [SITE, STUDIO] = defaultLakeCorsOrigins() as [string, string];
let t: TestLake;

beforeAll(async () => {
  t = await startLake({ queryTimeoutMs: 2_000, queryWorkers: 3 });
  const tx = t.client.transaction();
  for (let i = 0; i < DOCS; i++) {
    tx.create({ _id: `doc-${i}`, _type: i % 2 ? "city" : "hotel", n: i, title: `T${i}` });
  }
  await tx.commit({ visibility: "async" });
});
afterAll(() => t.stop());

const query = (text: string, params: Record<string, unknown> = {}) =>
  `/v1/data/query/production?query=${encodeURIComponent(text)}${Object.entries(params)
    .map(
      ([name, value]) =>
        `&${encodeURIComponent(`$${name}`)}=${encodeURIComponent(JSON.stringify(value))}`,
    )
    .join("")}`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("answers cheap queries before any slow one ends, whoever sent the slow ones", async () => {
  // A third client's count(), answered fast once: from then on it is a cheap query.
  const count = 'count(*[_type == "city"])';
  expect((await raw(t.lake, query(count))).body).toMatchObject({ result: DOCS / 2 });
  const order: string[] = [];
  const track = <T>(name: string, answer: Promise<T>) =>
    answer.then((value) => {
      order.push(name);
      return value;
    });
  // Slow queries from two clients: more than there are workers.
  const slow = [
    ...[1, 2, 3].map((i) =>
      track(`slow site ${i}`, raw(t.lake, query(SLOW), { headers: { origin: SITE } })),
    ),
    ...[1, 2].map((i) =>
      track(`slow studio ${i}`, raw(t.lake, query(SLOW), { headers: { origin: STUDIO } })),
    ),
  ];
  await pause(600); // every worker has had a slow query for longer than the express leash
  // The same client as the slow ones: a lookup by id with a projection, and by a list of ids.
  const byId = await track(
    "by id",
    raw(t.lake, query("*[_id == $id][0]{_id, title}", { id: "doc-7" }), {
      headers: { origin: SITE },
    }),
  );
  expect(byId.body).toMatchObject({ result: { _id: "doc-7", title: "T7" } });
  const inList = await track(
    "in list",
    raw(t.lake, query("*[_id in $ids]{_id, n}", { ids: ["doc-1", "doc-2"] }), {
      headers: { origin: SITE },
    }),
  );
  expect(inList.body).toMatchObject({ result: [{ _id: "doc-1" }, { _id: "doc-2" }] });
  // The third client's count(), which ran fast before, twice.
  for (const name of ["count", "count again"]) {
    const answer = await track(name, raw(t.lake, query(count)));
    expect(answer.body).toMatchObject({ result: DOCS / 2 });
  }

  const answers = await Promise.all(slow);
  expect(answers.every((answer) => answer.status === 408)).toBe(true);
  expect(order.slice(0, 4)).toEqual(["by id", "in list", "count", "count again"]);
});
