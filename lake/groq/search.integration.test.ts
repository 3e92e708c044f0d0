/**
 * Studio's document search against the lake. Sanity Studio's default search strategy
 * (`groq2024`) ranks with `score()`: a `boost()` per weighted field (a title weighs 10) and
 * `[@, _id] match text::query(...)` over the whole document, then keeps `[_score > 0]`. So
 * `match text::query(...)` must score inside `score()` as it matches in a filter, as
 * Sanity's search guide describes (BM25 on the matched terms), or Studio finds nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLake, type TestLake } from "../testing/test-lake";

let t: TestLake;

beforeAll(async () => {
  t = await startLake();
  await t.client
    .transaction()
    .create({ _id: "city-rome", _type: "city", name: "Rome", intro: "Pasta, pizza and ruins." })
    .create({ _id: "city-milan", _type: "city", name: "Milan", intro: "Risotto and fashion." })
    .create({
      _id: "place-pasta-bar",
      _type: "restaurant",
      name: "Pasta Bar",
      body: [{ _type: "block", _key: "a", children: [{ _type: "span", text: "Fresh pasta." }] }],
    })
    .create({ _id: "place-luini", _type: "restaurant", name: "Luini", body: [] })
    .commit();
});

afterAll(() => t.stop());

/**
 * The query `createSearchQuery` (sanity, groq2024 strategy) builds for a search over
 * cities and restaurants whose `name` is their title (weight 10), sorted by relevance.
 */
const STUDIO_SEARCH = `// findability-mvi:5
*[_type in $__types] | score(boost(_type in ["city", "restaurant"] && name match text::query($__query), 10), ([@, _id] match text::query($__query) || references($__rawQuery)))[_score > 0]{_type, _id, _originalId, "orderings": [_score]} | order(orderings[0] desc)[0...$__limit]`;

async function studioSearch(rawQuery: string, query: string): Promise<string[]> {
  const hits = await t.client.fetch<{ _id: string }[]>(STUDIO_SEARCH, {
    __types: ["city", "restaurant"],
    __limit: 1001,
    __query: query,
    __rawQuery: rawQuery,
  });
  return hits.map((hit) => hit._id);
}

describe("Studio's search (score, boost, text::query)", () => {
  it("finds every document with the word anywhere in its text, the one whose title has it first", async () => {
    // Studio sends the last word as a prefix (`prefixLast`): "pasta" is searched as "pasta*".
    expect(await studioSearch("pasta", "pasta*")).toEqual(["place-pasta-bar", "city-rome"]);
  });

  it("finds a prefix, leaves out exclusions, and searches the document's id", async () => {
    expect(await studioSearch("ris", "ris*")).toEqual(["city-milan"]);
    expect(await studioSearch("pasta -ruins", "pasta* -ruins")).toEqual(["place-pasta-bar"]);
    expect(await studioSearch("place-luini", "place-luini*")).toEqual(["place-luini"]);
    expect(await studioSearch("sushi", "sushi*")).toEqual([]);
  });

  it("scores a text::query match like a plain match: more occurrences score higher, no match scores 0", async () => {
    const scored = await t.client.fetch<{ _id: string; _score: number }[]>(
      `*[_type in ["city", "restaurant"]] | score([name, intro, body[].children[].text] match text::query("pasta")) {_id, _score}`,
    );
    const score = Object.fromEntries(scored.map((hit) => [hit._id, hit._score]));
    expect(score["place-pasta-bar"]).toBeGreaterThan(score["city-rome"] ?? 0);
    expect(score["city-rome"]).toBeGreaterThan(0);
    expect(score["city-milan"]).toBe(0);
    expect(score["place-luini"]).toBe(0);
    // Ordered by score, best first.
    expect(scored.map((hit) => hit._id).slice(0, 2)).toEqual(["place-pasta-bar", "city-rome"]);
  });
});
