/**
 * Issue 38, item 1: `GET /data/doc/<dataset>/<id>,<id>,...` answered every repeat of an id
 * and built the whole answer with one `JSON.stringify` on the main thread, without a cap on
 * ids or bytes (a 50 MB document asked 3,000 times took the lake to 19.6 GB); lookups by id
 * skipped the query result limit. Now repeats are answered once, ids and bytes are capped,
 * and the JSON is written in slices within the request's budget.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { raw, startLake, type TestLake, TOKEN } from "../testing/test-lake";
import { MAX_DOC_IDS } from "./handlers/data";

const LIMIT = 4 * 1024 * 1024;
let t: TestLake;

beforeAll(async () => {
  t = await startLake({ queryResultLimitBytes: LIMIT });
  await t.client
    .transaction()
    .createOrReplace({ _id: "small", _type: "thing", n: 1 })
    .createOrReplace({ _id: "big-1", _type: "thing", body: "a".repeat(3 * 1024 * 1024) })
    .createOrReplace({ _id: "big-2", _type: "thing", body: "b".repeat(3 * 1024 * 1024) })
    .commit();
});
afterAll(() => t.stop());

const doc = (ids: string) => raw(t.lake, `/v1/data/doc/production/${ids}`);

it("answers an id asked for many times once", async () => {
  const answer = await doc(["small", "small", "small", "missing", "missing"].join(","));
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({
    documents: [expect.objectContaining({ _id: "small" })],
    omitted: [{ id: "missing", reason: "existence" }],
  });
  const big = await doc(Array(200).fill("big-1").join(","));
  expect(big.status).toBe(200);
  expect((big.body as { documents: unknown[] }).documents).toHaveLength(1);
});

it("refuses more distinct ids than the cap, naming it", async () => {
  const ids = Array.from({ length: MAX_DOC_IDS + 1 }, (_, i) => `d${i}`).join(",");
  const answer = await doc(ids);
  expect(answer.status).toBe(400);
  expect(answer.text).toContain(`the limit is ${MAX_DOC_IDS}`);
});

it("refuses an answer over the byte limit with a 4xx naming it", async () => {
  const answer = await doc("big-1,big-2");
  expect(answer.status).toBe(422);
  expect(answer.body).toMatchObject({
    error: { type: "answerTooLargeError", limitBytes: LIMIT },
  });
  expect(answer.text).toContain("4 MB");
});

it("holds lookups by id to the query result limit", async () => {
  const query = (text: string) =>
    raw(t.lake, `/v1/data/query/production?query=${encodeURIComponent(text)}`, { token: TOKEN });
  const fits = await query('*[_id == "big-1"][0]');
  expect(fits.status).toBe(200);
  const over = await query('*[_id in ["big-1", "big-2"]]');
  expect(over.status).toBe(422);
  // The same documents through the lookup path: `_id == $id` twice over is one lookup each.
  const bigger = await raw(
    t.lake,
    `/v1/data/query/production?query=${encodeURIComponent('*[_id == $id]{..., "again": body}')}&%24id=%22big-1%22`,
  );
  expect(bigger.status).toBe(422);
  expect(bigger.body).toMatchObject({
    error: { type: "queryResultTooLargeError", limitBytes: LIMIT },
  });
});

it("answers lookups by id of a document over the limit with the limit's 4xx", async () => {
  // In a transaction: a single-document write echoes the document, which is past the budget.
  await t.client
    .transaction()
    .createOrReplace({ _id: "huge", _type: "thing", body: "c".repeat(LIMIT + 10) })
    .commit();
  const answer = await raw(
    t.lake,
    `/v1/data/query/production?query=${encodeURIComponent("*[_id == $id][0]")}&%24id=%22huge%22`,
  );
  expect(answer.status).toBe(422);
  expect(answer.body).toMatchObject({
    error: { type: "queryResultTooLargeError", limitBytes: LIMIT },
  });
  expect((await doc("huge")).status).toBe(422);
});
