import { describe, expect, it } from "vitest";
import { formatLegalDate } from "./format-date";

describe("formatLegalDate", () => {
  it("formats a CMS date as a long British date, independent of the time zone", () => {
    expect(formatLegalDate("2025-01-15")).toBe("15 January 2025");
    expect(formatLegalDate("2024-12-31")).toBe("31 December 2024");
  });

  it("returns undefined for missing or malformed values so the line is hidden", () => {
    expect(formatLegalDate(undefined)).toBeUndefined();
    expect(formatLegalDate("")).toBeUndefined();
    expect(formatLegalDate("15/01/2025")).toBeUndefined();
    expect(formatLegalDate("2025-13-45")).toBeUndefined();
  });
});
