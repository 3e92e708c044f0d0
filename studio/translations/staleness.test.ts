import { fieldSourcesNow, fieldSourcesOnPublish } from "@tastemap/schemas/translation-sources";
import { describe, expect, it } from "vitest";
import {
  countStates,
  documentRows,
  documentState,
  durationSince,
  fieldRows,
  fieldStates,
  type ListedDocument,
} from "./staleness";

const english = (id: string, rev: string): ListedDocument => ({
  _id: id,
  _type: "page",
  _rev: rev,
  _updatedAt: "2026-11-20T10:00:00Z",
  language: "en",
  title: `Title of ${id}`,
});
const italian = (id: string): ListedDocument => ({ ...english(id, "it-rev"), language: "it" });
const metadata = (source: string, translation: string, revision?: string) => ({
  _id: `translation-metadata-${source}`,
  links: [
    { language: "en", id: source },
    { language: "it", id: translation },
  ],
  sourceRevisions: revision
    ? [
        {
          _key: "it",
          _type: "translationSourceRevision" as const,
          revision,
          sourceUpdatedAt: "2026-11-01T00:00:00Z",
          markedAt: "2026-11-01T00:00:00Z",
        },
      ]
    : [],
});

describe("documentState", () => {
  it("is up to date while the source is at the recorded revision", () => {
    expect(documentState({ _rev: "r1" }, true, { revision: "r1" })).toBe("upToDate");
  });
  it("is stale once the source was published after it", () => {
    expect(documentState({ _rev: "r2" }, true, { revision: "r1" })).toBe("stale");
  });
  it("is stale when nothing was ever recorded, missing when there is no translation", () => {
    expect(documentState({ _rev: "r1" }, true, undefined)).toBe("stale");
    expect(documentState({ _rev: "r1" }, false, { revision: "r1" })).toBe("missing");
  });
});

describe("documentRows", () => {
  it("lists every published English document per other language, through the links", () => {
    const rows = documentRows(
      [
        english("page-a", "r2"),
        italian("page-a-it"),
        english("page-b", "r5"),
        italian("page-b-it"),
        english("page-c", "r1"),
        // A draft only: not missing, a translation under way.
        italian("drafts.page-d-it"),
        english("page-d", "r7"),
        // An English draft is not a source yet.
        english("drafts.page-e", "r1"),
      ],
      [
        metadata("page-a", "page-a-it", "r1"),
        metadata("page-b", "page-b-it", "r5"),
        metadata("page-d", "page-d-it", "r7"),
      ],
    );
    const byId = Object.fromEntries(rows.map((row) => [row.sourceId, row]));
    expect(rows).toHaveLength(4);
    expect(byId["page-a"]).toMatchObject({
      state: "stale",
      openId: "page-a-it",
      followedRevision: "r1",
      staleSince: "2026-11-20T10:00:00Z",
    });
    expect(byId["page-b"]).toMatchObject({ state: "upToDate", openId: "page-b-it" });
    expect(byId["page-c"]).toMatchObject({ state: "missing", openId: "page-c" });
    expect(byId["page-d"]?.state).toBe("upToDate");
    expect(countStates(rows)).toEqual({ missing: 1, stale: 1, upToDate: 2 });
  });
});

const product = {
  _id: "sticker-premium",
  _type: "stickerProduct",
  _rev: "p1",
  _updatedAt: "2026-11-21T10:00:00Z",
  title: "All-in-One",
  productId: "premium",
  name: { _type: "localeString", en: "All-in-One Package", it: "Pacchetto tutto incluso" },
  badge: { _type: "localeString", en: "MOST POPULAR" },
  features: [
    { _type: "localeString", _key: "f1", en: "50 stickers", it: "50 adesivi" },
    { _type: "localeString", _key: "f2", en: "Weatherproof", it: "Resistenti" },
  ],
};

describe("field staleness", () => {
  const recorded = fieldSourcesNow(product, "2026-11-20T00:00:00Z");

  it("records what each translated field follows, translated fields only", () => {
    expect(recorded.map((record) => record.path)).toEqual([
      "name",
      'features[_key=="f1"]',
      'features[_key=="f2"]',
    ]);
    expect(recorded[0]).toMatchObject({
      language: "it",
      source: "All-in-One Package",
      revision: "p1",
    });
  });

  it("goes stale field by field when the English changes", () => {
    const changed = {
      ...product,
      name: { ...product.name, en: "Complete Package" },
    };
    const states = fieldStates(changed, recorded);
    expect(states.find((field) => field.path === "name")).toMatchObject({
      state: "stale",
      before: "All-in-One Package",
      after: "Complete Package",
    });
    expect(states.find((field) => field.path === "badge")?.state).toBe("missing");
    expect(states.filter((field) => field.state === "upToDate")).toHaveLength(2);
    const [row] = fieldRows([changed], () => recorded);
    expect(row).toMatchObject({
      state: "stale",
      staleFields: ["name"],
      missingFields: ["badge"],
      staleSince: "2026-11-21T10:00:00Z",
    });
  });

  it("publishing an edited translation records only the fields whose translation changed", () => {
    const draft = {
      ...product,
      _rev: "p2",
      name: { ...product.name, en: "Complete Package", it: "Pacchetto completo" },
      features: [{ ...product.features[0], en: "60 stickers" }, product.features[1]],
    };
    const records = fieldSourcesOnPublish(product, draft, "2026-11-22T00:00:00Z");
    expect(records).toEqual([
      expect.objectContaining({ path: "name", source: "Complete Package", revision: "p2" }),
    ]);
  });
});

describe("durationSince", () => {
  const now = new Date("2026-11-29T12:00:00Z");
  it("reads as minutes, hours or days", () => {
    expect(durationSince("2026-11-29T11:50:00Z", now)).toBe("10 minutes");
    expect(durationSince("2026-11-29T07:00:00Z", now)).toBe("5 hours");
    expect(durationSince("2026-11-26T12:00:00Z", now)).toBe("3 days");
  });
});
