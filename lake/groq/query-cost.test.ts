import { describe, expect, it } from "vitest";
import { parseQuery } from "./query";
import { isByIdShape, QueryHistory } from "./query-cost";

const shape = (query: string, params: Record<string, unknown> = {}) =>
  isByIdShape(parseQuery(query, params));

describe("isByIdShape", () => {
  it("takes lookups by id with any projection, access or slice", () => {
    expect(shape("*[_id == $id][0]{_id, title}", { id: "a" })).toBe(true);
    expect(shape('*[_id == "a"][0].title')).toBe(true);
    expect(shape('*["a" == _id]{..., ref->}')).toBe(true);
    expect(shape("*[_id in $ids]{_id}", { ids: ["a", "b"] })).toBe(true);
    expect(shape('*[_type == "x" && _id == "a"][0...2]')).toBe(true);
  });

  it("refuses queries that read the dataset another way", () => {
    expect(shape('*[_type == "x"]')).toBe(false);
    expect(shape('*[_id == "a"]{"all": *[_type == "x"]}')).toBe(false);
    expect(shape('*[_id == "a" || n > 1]')).toBe(false);
    expect(shape("*[_id in $ids]", { ids: [1] })).toBe(false);
    expect(shape('count(*[_id == "a"]) + count(*)')).toBe(false);
  });
});

describe("QueryHistory", () => {
  it("forgets the least recently used past its capacity", () => {
    const history = new QueryHistory(2);
    history.set("a", "fast");
    history.set("b", "slow");
    history.get("a");
    history.set("c", "fast");
    expect(history.get("a")).toBe("fast");
    expect(history.get("b")).toBeUndefined();
    expect(history.get(undefined)).toBeUndefined();
  });
});
