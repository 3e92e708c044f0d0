import { describe, expect, it } from "vitest";
import { formatMemberSince } from "./member-since";

describe("formatMemberSince", () => {
  it("writes a long English date", () => {
    expect(formatMemberSince(new Date(2025, 5, 1, 12))).toBe("June 1, 2025");
  });
  it("follows another locale when asked", () => {
    expect(formatMemberSince(new Date(2025, 5, 1, 12), "en-GB")).toBe("1 June 2025");
  });
});
