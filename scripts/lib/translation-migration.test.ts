import { describe, expect, it } from "vitest";
import { type Mutation, type StoredDocument, translationMutations } from "./translation-migration";

/** Applies mutations the way the lake would (set merges fields, createOrReplace replaces). */
function apply(documents: StoredDocument[], mutations: Mutation[]): StoredDocument[] {
  const byId = new Map(documents.map((doc) => [doc._id, structuredClone(doc)]));
  for (const mutation of mutations) {
    if ("patch" in mutation) {
      const doc = byId.get(mutation.patch.id);
      if (!doc) throw new Error(`no document ${mutation.patch.id}`);
      Object.assign(doc, mutation.patch.set);
    } else {
      byId.set(mutation.createOrReplace._id, mutation.createOrReplace as StoredDocument);
    }
  }
  return [...byId.values()];
}

const before: StoredDocument[] = [
  { _id: "notFoundPage", _type: "notFoundPage", title: "Page not found" },
  { _id: "notFoundPage__i18n_it", _type: "notFoundPage", title: "Pagina non trovata" },
  { _id: "drafts.signInPage", _type: "signInPage", heading: "Welcome back" },
  { _id: "legal-terms", _type: "legalPage", language: "en", title: "Terms" },
  {
    _id: "sticker-budget",
    _type: "stickerProduct",
    name: "Random Design Sticker",
    description: "A surprise design.",
    features: ["Gloss vinyl", "1-year warranty"],
    priceNote: "per sticker",
    buttonText: "Buy Random",
  },
  { _id: "promo-mt25", _type: "promoCode", code: "MT25", description: "25% off" },
  { _id: "city-rome", _type: "city", name: "Rome", slug: { current: "rome" } },
  {
    _id: "attraction-rome-1",
    _type: "attraction",
    name: "Colosseum",
    category: "Landmark",
    description: "The largest amphitheatre.",
  },
  { _id: "restaurant-rome-1", _type: "restaurant", name: "Trattoria", cuisine: "Roman" },
  { _id: "hotel-rome-1", _type: "hotel", name: "Hotel Lungotevere", location: "Trastevere" },
];

describe("translationMutations", () => {
  it("gives pages their language from the id, including drafts", () => {
    const after = apply(before, translationMutations(before));
    const language = (id: string) => after.find((doc) => doc._id === id)?.language;
    expect(language("notFoundPage")).toBe("en");
    expect(language("notFoundPage__i18n_it")).toBe("it");
    expect(language("drafts.signInPage")).toBe("en");
    expect(language("legal-terms")).toBe("en");
  });

  it("turns short copy of products and promo codes into per-language objects, English kept", () => {
    const after = apply(before, translationMutations(before));
    const product = after.find((doc) => doc._id === "sticker-budget");
    expect(product?.name).toEqual({ _type: "localeString", en: "Random Design Sticker" });
    expect(product?.description).toEqual({ _type: "localeText", en: "A surprise design." });
    expect((product?.features as Array<{ en: string }> | undefined)?.map((f) => f.en)).toEqual([
      "Gloss vinyl",
      "1-year warranty",
    ]);
    expect(after.find((doc) => doc._id === "promo-mt25")?.description).toEqual({
      _type: "localeString",
      en: "25% off",
    });
  });

  it("gives city guides their language, and their places' short copy per-language objects (names of restaurants and hotels kept)", () => {
    const after = apply(before, translationMutations(before));
    const byId = (id: string) => after.find((doc) => doc._id === id);
    expect(byId("city-rome")?.language).toBe("en");
    expect(byId("attraction-rome-1")).toMatchObject({
      name: { _type: "localeString", en: "Colosseum" },
      category: { _type: "localeString", en: "Landmark" },
      description: { _type: "localeText", en: "The largest amphitheatre." },
    });
    expect(byId("restaurant-rome-1")).toMatchObject({
      name: "Trattoria",
      cuisine: { _type: "localeString", en: "Roman" },
    });
    expect(byId("hotel-rome-1")).toMatchObject({
      name: "Hotel Lungotevere",
      location: { _type: "localeString", en: "Trastevere" },
    });
  });

  it("links the published versions of a page in one metadata document", () => {
    const after = apply(before, translationMutations(before));
    const metadata = after.find((doc) => doc._id === "translation-metadata-notFoundPage");
    expect(metadata?._type).toBe("translation.metadata");
    expect(metadata?.translations).toEqual([
      expect.objectContaining({
        _key: "en",
        value: expect.objectContaining({ _ref: "notFoundPage" }),
      }),
      expect.objectContaining({
        _key: "it",
        value: expect.objectContaining({ _ref: "notFoundPage__i18n_it" }),
      }),
    ]);
  });

  it("finds nothing to do on a second run", () => {
    const once = apply(before, translationMutations(before));
    expect(translationMutations(once)).toEqual([]);
  });
});

describe("the seed", () => {
  it("is already in the translation model: the migration finds nothing to change", async () => {
    const { readFile } = await import("node:fs/promises");
    const text = await readFile(
      new URL("../../seed/production/data.ndjson", import.meta.url),
      "utf8",
    );
    const documents = text
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as StoredDocument);
    expect(translationMutations(documents)).toEqual([]);
  });
});
