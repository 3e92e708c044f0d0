import { describe, expect, it } from "vitest";
import { isAffected, recordSyncTags, syncTagsOf } from "./sync-tags";

describe("sync tags of loader data", () => {
  it("finds a query's tags on its result and on the objects a loader picked out of it", () => {
    const result = { page: { title: "Rome" }, products: [{ name: "Sticker" }] };
    recordSyncTags(result, ["s1:city"]);
    expect(syncTagsOf(result)).toEqual(new Set(["s1:city"]));
    expect(syncTagsOf({ page: result.page, products: result.products })).toEqual(
      new Set(["s1:city"]),
    );
  });

  it("unites the tags of several queries, and knows nothing of content it did not load", () => {
    const home = { heading: "Home" };
    const rest = { sections: [] };
    recordSyncTags(home, ["s1:home"]);
    recordSyncTags(rest, ["s1:all"]);
    expect(syncTagsOf({ home, rest })).toEqual(new Set(["s1:home", "s1:all"]));
    expect(syncTagsOf({ prerendered: { heading: "Home" } })).toBeUndefined();
  });

  it("calls content affected when its tags meet the changed ones, or when they are unknown", () => {
    expect(isAffected(new Set(["s1:a", "s1:b"]), new Set(["s1:b"]))).toBe(true);
    expect(isAffected(new Set(["s1:a"]), new Set(["s1:b"]))).toBe(false);
    expect(isAffected(undefined, new Set(["s1:b"]))).toBe(true);
  });
});
