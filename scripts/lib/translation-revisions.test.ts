import { describe, expect, it } from "vitest";
import { planSourceRecords, type TranslationData } from "./translation-revisions";

const at = "2026-11-29T00:00:00Z";
const data: TranslationData = {
  metadata: [
    {
      _id: "translation-metadata-page-a",
      links: [
        { language: "en", id: "page-a" },
        { language: "it", id: "page-a-it" },
      ],
      sourceRevisions: null,
    },
    {
      // The Italian version was deleted: nothing to mark.
      _id: "translation-metadata-page-b",
      links: [
        { language: "en", id: "page-b" },
        { language: "it", id: "page-b-it" },
      ],
      sourceRevisions: null,
    },
  ],
  linked: [
    { _id: "page-a", _rev: "ra", _updatedAt: "2026-11-01T00:00:00Z" },
    { _id: "drafts.page-a-it", _rev: "x", _updatedAt: at },
    { _id: "page-b", _rev: "rb", _updatedAt: at },
  ],
  fieldDocuments: [
    {
      _id: "sticker-premium",
      _rev: "p1",
      _updatedAt: at,
      name: { _type: "localeString", en: "Package", it: "Pacchetto" },
      badge: { _type: "localeString", en: "NEW" },
    },
  ],
  fieldSources: [],
};

describe("planSourceRecords", () => {
  it("marks each existing translation with its source's current revision", () => {
    const plan = planSourceRecords(data, at);
    expect(plan.revisions).toEqual([
      {
        metadataId: "translation-metadata-page-a",
        records: [
          {
            _key: "it",
            _type: "translationSourceRevision",
            revision: "ra",
            sourceUpdatedAt: "2026-11-01T00:00:00Z",
            markedAt: at,
          },
        ],
      },
    ]);
    expect(plan.fields).toEqual([
      {
        id: "translation-fields-sticker-premium",
        documentId: "sticker-premium",
        records: [expect.objectContaining({ path: "name", language: "it", source: "Package" })],
      },
    ]);
  });

  it("plans nothing once the records exist, and never overwrites one", () => {
    const first = planSourceRecords(data, at);
    const second = planSourceRecords(
      {
        ...data,
        // The source moved on since: the record must keep saying the translation is behind.
        linked: data.linked.map((doc) => (doc._id === "page-a" ? { ...doc, _rev: "ra2" } : doc)),
        metadata: data.metadata.map((entry) => ({
          ...entry,
          sourceRevisions:
            first.revisions.find((plan) => plan.metadataId === entry._id)?.records ?? null,
        })),
        fieldSources: first.fields.map((plan) => ({ _id: plan.id, fields: plan.records })),
      },
      "2026-11-30T00:00:00Z",
    );
    expect(second).toEqual({ revisions: [], fields: [] });
  });
});
