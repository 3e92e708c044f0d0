/**
 * `*` without `order()` reads documents in `_id` order, as the hosted API does (the official
 * GROQ suite's "Slice / Over documents" and "Filters / documents" expect it), not in the order
 * they were written.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { startLake, type TestLake } from "../testing/test-lake";

let t: TestLake;
beforeAll(async () => {
  t = await startLake();
  for (const id of ["d", "c", "a", "b"]) await t.client.create({ _id: id, _type: "t" });
  // Deleted and written again: no old place in the order to keep.
  await t.client.delete("a");
  await t.client.create({ _id: "a", _type: "t" });
  await t.client.create({ _id: "drafts.b", _type: "t", draft: true });
});
afterAll(() => t.stop());

it("reads * in _id order, whatever the order of writing", async () => {
  expect(await t.client.fetch('*[_type == "t"]._id')).toEqual(["a", "b", "c", "d"]);
  expect(await t.client.fetch('*[_type == "t"][1...3]._id')).toEqual(["b", "c"]);
  expect(await t.client.fetch('*[_type == "t" && _id in ["d", "a"]]._id')).toEqual(["a", "d"]);
  // Raw: drafts sort among the rest by their own ids.
  expect(await t.client.fetch('*[_type == "t"]._id', {}, { perspective: "raw" })).toEqual([
    "a",
    "b",
    "c",
    "d",
    "drafts.b",
  ]);
  // A draft stands in for its document at the document's place.
  expect(
    await t.client.fetch('*[_type == "t"]{_id, draft}', {}, { perspective: "drafts" }),
  ).toEqual([
    { _id: "a", draft: null },
    { _id: "b", draft: true },
    { _id: "c", draft: null },
    { _id: "d", draft: null },
  ]);
});
