/**
 * Issue 38, fairness across and within clients: with 3 workers, a cheap count() from a third
 * client waited 8.3 s behind two clients' slow queries, and `*[_id == $id][0]{_id, title}`
 * waited 9.4 s behind its own client's slow queries (the by-id fast path took only the bare
 * lookup). Now cheap queries (by id with any projection, `_id in [...]`, a query that ran
 * fast before) go first, and slow ones never hold every worker (ADR 0044). The checks are on
 * the order answers arrive in: each cheap one before any slow one ends.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  arrivals,
  DOCS,
  pause,
  queryPath,
  SITE,
  SLOW_QUERY,
  STUDIO,
  startLakeOfDocs,
} from "../testing/slow-queries";
import { raw, type TestLake } from "../testing/test-lake";

let t: TestLake;

// Each slow query runs to the 2 s limit.
beforeAll(async () => {
  t = await startLakeOfDocs({ queryTimeoutMs: 2_000, queryWorkers: 3 });
});
afterAll(() => t.stop());

it("answers cheap queries before any slow one ends, whoever sent the slow ones", async () => {
  // A third client's count(), answered fast once: from then on it is a cheap query.
  const count = 'count(*[_type == "city"])';
  expect((await raw(t.lake, queryPath(count))).body).toMatchObject({ result: DOCS / 2 });
  const { order, track } = arrivals();
  // Slow queries from two clients: more than there are workers.
  const slow = [
    ...[1, 2, 3].map((i) =>
      track(`slow site ${i}`, raw(t.lake, queryPath(SLOW_QUERY), { headers: { origin: SITE } })),
    ),
    ...[1, 2].map((i) =>
      track(
        `slow studio ${i}`,
        raw(t.lake, queryPath(SLOW_QUERY), { headers: { origin: STUDIO } }),
      ),
    ),
  ];
  await pause(600); // every worker has had a slow query for longer than the express leash
  // The same client as the slow ones: a lookup by id with a projection, and by a list of ids.
  const byId = await track(
    "by id",
    raw(t.lake, queryPath("*[_id == $id][0]{_id, title}", { id: "doc-7" }), {
      headers: { origin: SITE },
    }),
  );
  expect(byId.body).toMatchObject({ result: { _id: "doc-7", title: "T7" } });
  const inList = await track(
    "in list",
    raw(t.lake, queryPath("*[_id in $ids]{_id, n}", { ids: ["doc-1", "doc-2"] }), {
      headers: { origin: SITE },
    }),
  );
  expect(inList.body).toMatchObject({ result: [{ _id: "doc-1" }, { _id: "doc-2" }] });
  // The third client's count(), which ran fast before, twice.
  for (const name of ["count", "count again"]) {
    const answer = await track(name, raw(t.lake, queryPath(count)));
    expect(answer.body).toMatchObject({ result: DOCS / 2 });
  }

  const answers = await Promise.all(slow);
  expect(answers.every((answer) => answer.status === 408)).toBe(true);
  expect(order.slice(0, 4)).toEqual(["by id", "in list", "count", "count again"]);
});
