/**
 * `null` inside arrays: the lake stores and answers it as written, on every path (a write,
 * a patch, a query on a worker, a lookup by id on the main thread, the export, and the
 * same after a restart, when everything is read back from the log).
 *
 * What the hosted API does is not documented; the lake keeps what a client sent rather
 * than guess (lake/README.md, "null inside arrays"). The export/import round trip drops
 * them in Sanity's own exporter (@sanity/export's asset rewrite filters every array's
 * null and undefined items), not in the lake.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_VERSION, raw, startLake, type TestLake, TOKEN, tempDir } from "../testing/test-lake";

const dataDir = tempDir();
let t: TestLake;

const written = {
  _id: "holes",
  _type: "note",
  tags: ["a", null, "b"],
  rows: [[null, 1], { x: null }, null],
};

beforeAll(async () => {
  t = await startLake({ dataDir });
  await t.client.createOrReplace(written);
});
afterAll(async () => {
  await t.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const query = async (text: string) =>
  (await t.client.fetch(text, {}, { perspective: "published" })) as unknown;

async function expectKept(): Promise<void> {
  expect(await t.client.getDocument("holes")).toMatchObject({
    tags: ["a", null, "b"],
    rows: [[null, 1], { x: null }, null],
  });
  // A worker's replica and the main thread's lookup by id answer the same.
  expect(await query('*[_type == "note"][0]{tags, rows}')).toEqual({
    tags: ["a", null, "b"],
    rows: [[null, 1], { x: null }, null],
  });
  expect(await query('*[_id == "holes"][0].tags')).toEqual(["a", null, "b"]);
  expect(await query('*[_type == "note"][0]{"n": count(tags), "set": tags[@ != null]}')).toEqual({
    n: 3,
    set: ["a", "b"],
  });
}

describe("null inside arrays", () => {
  it("is stored and answered as written", async () => {
    await expectKept();
  });

  it("survives patches that move items around it, and a patch may write one", async () => {
    await t.client.patch("holes").insert("after", "tags[-1]", [null]).commit();
    expect((await t.client.getDocument("holes"))?.tags).toEqual(["a", null, "b", null]);
    await t.client.patch("holes").set({ "tags[0]": null }).unset(["tags[3]"]).commit();
    expect((await t.client.getDocument("holes"))?.tags).toEqual([null, null, "b"]);
    await t.client
      .patch("holes")
      .set({ tags: ["a", null, "b"] })
      .commit();
  });

  it("is in the export's line", async () => {
    const res = await raw(t.lake, `/v${API_VERSION}/data/export/production`, { token: TOKEN });
    const line = res.text.split("\n").find((l) => l.includes('"_id":"holes"'));
    expect(JSON.parse(line ?? "{}")).toMatchObject({ tags: ["a", null, "b"] });
  });

  it("is still there after a restart (read back from the log)", async () => {
    await t.lake.close();
    t = await startLake({ dataDir });
    await expectKept();
  });
});
