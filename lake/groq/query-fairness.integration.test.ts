/**
 * Issue 23, item 11: slow queries starved everyone else's. The pool served in arrival order,
 * so one client's slow queries held every worker, and a lookup by id (normally a
 * millisecond) waited for them. Now each client has at most all workers but one, waiting
 * queries are served round-robin between clients, and lookups by id never wait for a worker.
 * The checks are on the order answers arrive in, not on the clock.
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

// Each slow query runs to the 3 s limit.
beforeAll(async () => {
  t = await startLakeOfDocs({ queryTimeoutMs: 3_000, queryWorkers: 2 });
});
afterAll(() => t.stop());

it("leaves a worker for another client while one client's slow queries wait their turn", async () => {
  const { order, track } = arrivals();
  const slow = [1, 2, 3].map((i) =>
    track(`slow ${i}`, raw(t.lake, queryPath(SLOW_QUERY), { headers: { origin: SITE } })),
  );
  await pause(300); // the slow queries have arrived
  const quick = await track(
    "quick",
    raw(t.lake, queryPath('count(*[_type == "city"])'), { headers: { origin: STUDIO } }),
  );
  expect(quick.status).toBe(200);
  expect(quick.body).toMatchObject({ result: DOCS / 2 });
  const answers = await Promise.all(slow);
  expect(answers.map((answer) => answer.status)).toEqual([408, 408, 408]);
  expect(order[0]).toBe("quick");
});

it("answers lookups by id at once while every worker runs a slow query", async () => {
  const { order, track } = arrivals();
  const slow = [
    track("slow site", raw(t.lake, queryPath(SLOW_QUERY), { headers: { origin: SITE } })),
    track("slow studio", raw(t.lake, queryPath(SLOW_QUERY), { headers: { origin: STUDIO } })),
  ];
  await pause(300); // both workers are busy
  const [byQuery, byDoc] = await Promise.all([
    track("query by id", raw(t.lake, queryPath("*[_id == $id][0]", { id: "doc-7" }))),
    track("doc by id", raw(t.lake, "/v1/data/doc/production/doc-8")),
  ]);
  expect(byQuery.body).toMatchObject({ result: { _id: "doc-7", n: 7 } });
  expect(byDoc.body).toMatchObject({ documents: [{ _id: "doc-8", n: 8 }] });
  expect((await Promise.all(slow)).map((answer) => answer.status)).toEqual([408, 408]);
  expect(order.slice(0, 2).sort()).toEqual(["doc by id", "query by id"]);
});

it("answers a lookup by id as a worker would: perspectives, drafts, sync tags", async () => {
  await t.client.createOrReplace({ _id: "drafts.doc-9", _type: "hotel", n: 90 });
  const token = { token: "test-token" };
  const published = await raw(t.lake, queryPath("*[_id == $id][0]", { id: "doc-9" }));
  const drafts = await raw(
    t.lake,
    `${queryPath("*[_id == $id][0]", { id: "doc-9" })}&perspective=drafts`,
    token,
  );
  const rawDraft = await raw(
    t.lake,
    `${queryPath("*[_id == $id]", { id: "drafts.doc-9" })}&perspective=raw`,
    token,
  );
  const anonymousDraft = await raw(t.lake, queryPath("*[_id == $id]", { id: "drafts.doc-9" }));
  // The same queries with a filter that is not a bare lookup run on a worker.
  const onWorker = await raw(
    t.lake,
    `${queryPath("*[_id == $id && true][0]", { id: "doc-9" })}&perspective=drafts`,
    token,
  );
  expect(published.body).toMatchObject({ result: { _id: "doc-9", n: 9 } });
  expect(drafts.body).toMatchObject({
    result: { _id: "doc-9", _originalId: "drafts.doc-9", n: 90 },
  });
  expect((drafts.body as { result: unknown }).result).toEqual(
    (onWorker.body as { result: unknown }).result,
  );
  expect((drafts.body as { syncTags: unknown }).syncTags).toEqual(
    (onWorker.body as { syncTags: unknown }).syncTags,
  );
  expect(rawDraft.body).toMatchObject({ result: [{ _id: "drafts.doc-9", n: 90 }] });
  expect(anonymousDraft.body).toMatchObject({ result: [] });
});
