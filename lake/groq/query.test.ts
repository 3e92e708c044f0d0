/**
 * The index shortcuts in query.ts must never change a result: every query here runs with
 * and without them over the same documents and must give identical answers.
 */
import { describe, expect, it } from "vitest";
import { View } from "../store/perspective";
import type { SanityDocument } from "../store/types";
import { parseQuery, runQuery } from "./query";

const docs: SanityDocument[] = [];
const sys = { _rev: "r", _createdAt: "2025-01-01T00:00:00Z", _updatedAt: "2025-01-01T00:00:00Z" };
for (let i = 0; i < 60; i++) {
  docs.push({
    ...sys,
    _id: `restaurant-${i}`,
    _type: i % 3 === 0 ? "hotel" : "restaurant",
    name: `Place ${i}`,
    rating: i % 7 === 0 ? null : (i % 11) / 2,
    cuisine: ["italian", "thai", 3, true, null][i % 5],
    slug: i % 4 === 0 ? { current: `p-${i}` } : i % 4 === 1 ? "not-an-object" : undefined,
    tags: i % 2 ? [{ name: "a" }] : { name: "a" },
    city: { _type: "reference", _ref: `city-${i % 5}` },
  });
}
for (let i = 0; i < 5; i++) {
  docs.push({ ...sys, _id: `city-${i}`, _type: "city", name: `City ${i}`, order: 5 - i });
}
// Interleave types so dataset order matters.
docs.sort(
  (a, b) =>
    ((a._id.length * 7 + a._id.charCodeAt(a._id.length - 1)) % 13) -
    ((b._id.length * 7 + b._id.charCodeAt(b._id.length - 1)) % 13),
);

const queries: [string, Record<string, unknown>][] = [
  ['*[_type == "restaurant"]._id', {}],
  ['count(*[_type == "restaurant"])', {}],
  ["*[_type == $t && rating >= 2]{_id, rating}", { t: "restaurant" }],
  ['*[_type in ["hotel", "city"]]._id', {}],
  ['*[_type == "restaurant" && cuisine == "italian"]._id', {}],
  ["*[cuisine == 3]._id", {}],
  ["*[cuisine == true]._id", {}],
  ["*[cuisine == null]._id", {}],
  ["*[rating > 2 && rating <= 4]._id", {}],
  ["*[2 < rating]._id", {}],
  ['*["italian" == cuisine]._id', {}],
  ["*[defined(slug.current)]._id", {}],
  ['*[slug.current == "p-8"][0]', {}],
  ['*[tags.name == "a"]._id', {}],
  ['*[_id == "restaurant-4"][0].name', {}],
  ["*[_id in $ids]._id", { ids: ["restaurant-9", "city-1", "restaurant-2", "nope"] }],
  [
    '*[_type == "restaurant" && (rating > 1 || name == "Place 3")] | order(rating desc, name asc)[0...5]._id',
    {},
  ],
  ['*[_type == "restaurant" && city->order > 2]._id', {}],
  ['*[_type == "city"]{name, "n": count(*[_type == "restaurant" && city._ref == ^._id])}', {}],
  ['*[_type == "restaurant" && name match "Place 1*"]._id', {}],
  ['*[!(_type == "restaurant")]._id', {}],
  ['*[_type == "restaurant" && rating == 2.5]._id', {}],
  ['*[_type == "restaurant"][0...3]{name, "city": city->name}', {}],
];

describe("query index shortcuts", () => {
  const view = new View(docs);
  for (const [query, params] of queries) {
    it(`gives the same result for ${query}`, async () => {
      const options = { params, projectId: "p", dataset: "d" };
      const plain = await runQuery(parseQuery(query, params), view, { ...options, index: false });
      const indexed = await runQuery(parseQuery(query, params), view, { ...options, index: true });
      expect(indexed).toEqual(plain);
    });
  }

  it("actually returns something for the indexed queries (the comparison is not vacuous)", async () => {
    const result = await runQuery(parseQuery('*[_type == "restaurant" && rating >= 2]._id'), view, {
      projectId: "p",
      dataset: "d",
    });
    expect((result as string[]).length).toBeGreaterThan(5);
  });
});

describe("function calls", () => {
  const view = new View(docs);
  const run = (query: string) =>
    runQuery(parseQuery(query), view, { projectId: "p", dataset: "d" });

  it("accept whitespace between a function's name and its parenthesis, as the spec's grammar does", async () => {
    expect(await run('count (*[_type == "city"])')).toBe(5);
    expect(await run('*[_type == "city"] | order (order asc) [0].name')).toBe("City 4");
    expect(await run("global::length ( [1, 2] )")).toBe(2);
  });

  it("still read a name followed by anything else as an attribute", async () => {
    expect(await run('*[_id == "city-0"][0]{name}')).toEqual({ name: "City 0" });
    expect(() => parseQuery("name (")).toThrow();
  });
});
