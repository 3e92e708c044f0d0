import { describe, expect, it } from "vitest";
import { isSameRevision } from "./content-check";

const built = { updatedAt: "2026-11-23T10:00:00Z", documents: 51 };

describe("isSameRevision", () => {
  it("is the same when nothing was published since the build", () => {
    expect(isSameRevision(built, { ...built })).toBe(true);
  });

  it("sees an edit (newer _updatedAt) and a deletion or creation (another count)", () => {
    expect(isSameRevision(built, { ...built, updatedAt: "2026-11-23T10:00:01Z" })).toBe(false);
    expect(isSameRevision(built, { ...built, documents: 50 })).toBe(false);
    expect(isSameRevision(built, { ...built, documents: 52 })).toBe(false);
  });
});
