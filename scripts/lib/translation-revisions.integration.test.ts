/**
 * `npm run migrate:translation-revisions` against a real lake (decision 0055): existing
 * translations are marked up to date with their sources' current revisions, a second run
 * writes nothing, and a record is never overwritten once the English moves on. The revision
 * it records is one the history API answers with the English as it was.
 */
import { startLake, type TestLake } from "@tastemap/lake/testing";
import { afterAll, beforeAll, expect, it } from "vitest";
import { markMissingSourceRecords } from "./translation-revisions";

let t: TestLake;

beforeAll(async () => {
  t = await startLake();
  await t.client
    .transaction()
    .create({ _id: "page-a", _type: "page", language: "en", title: "Spring offer" })
    .create({ _id: "page-a__i18n_it", _type: "page", language: "it", title: "Offerta" })
    .create({
      _id: "translation-metadata-page-a",
      _type: "translation.metadata",
      schemaTypes: ["page"],
      translations: [
        { _key: "en", value: { _type: "reference", _ref: "page-a", _weak: true } },
        { _key: "it", value: { _type: "reference", _ref: "page-a__i18n_it", _weak: true } },
      ],
    })
    .create({
      _id: "sticker-a",
      _type: "stickerProduct",
      name: { _type: "localeString", en: "Package", it: "Pacchetto" },
    })
    .commit();
});
afterAll(async () => {
  await t.stop();
});

it("marks every translation once, and a rerun writes nothing", async () => {
  expect(await markMissingSourceRecords(t.client)).toEqual({ revisions: 1, fields: 1 });
  const english = await t.client.getDocument("page-a");
  const metadata = await t.client.getDocument("translation-metadata-page-a");
  expect(metadata?.sourceRevisions).toEqual([
    expect.objectContaining({ _key: "it", revision: english?._rev }),
  ]);
  const fields = await t.client.getDocument("translation-fields-sticker-a");
  expect(fields?.fields).toEqual([
    expect.objectContaining({ path: "name", language: "it", source: "Package" }),
  ]);

  const before = (await t.client.getDocument("translation-metadata-page-a"))?._rev;
  expect(await markMissingSourceRecords(t.client)).toEqual({ revisions: 0, fields: 0 });
  expect((await t.client.getDocument("translation-metadata-page-a"))?._rev).toBe(before);

  // The English moves on: the record still names the revision the Italian follows...
  await t.client.patch("page-a").set({ title: "Summer offer" }).commit();
  expect(await markMissingSourceRecords(t.client)).toEqual({ revisions: 0, fields: 0 });
  // ...which the history API answers with the English as it was then.
  const answer = await t.client.request<{ documents: { title: string }[] }>({
    uri: `/data/history/production/documents/page-a?revision=${english?._rev}`,
  });
  expect(answer.documents[0]?.title).toBe("Spring offer");
});
