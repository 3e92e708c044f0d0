import { describe, expect, it } from "vitest";
import { daysBetween, waitlistCount } from "./waitlist-count";

const settings = { base: 155_000, perDay: 6, targetDate: "2025-08-01", minimum: 300 };

describe("waitlistCount", () => {
  it("is the base on the target date, whatever the hour", () => {
    expect(waitlistCount(settings, new Date("2025-08-01T00:00:00Z"))).toBe(155_000);
    expect(waitlistCount(settings, new Date("2025-08-01T23:59:59Z"))).toBe(155_000);
  });

  it("drops 6 per day before the target", () => {
    expect(waitlistCount(settings, new Date("2025-07-31T12:00:00Z"))).toBe(154_994);
    expect(waitlistCount(settings, new Date("2025-07-01T08:00:00Z"))).toBe(155_000 - 6 * 31);
  });

  it("drops 6 per day after the target too (distance, not direction)", () => {
    expect(waitlistCount(settings, new Date("2025-08-11T00:00:00Z"))).toBe(154_940);
    expect(waitlistCount(settings, new Date("2026-11-22T00:00:00Z"))).toBe(155_000 - 6 * 478);
  });

  it("never goes below the minimum", () => {
    expect(waitlistCount(settings, new Date("2100-01-01T00:00:00Z"))).toBe(300);
    expect(waitlistCount({ ...settings, minimum: 1_000 }, new Date("1900-01-01T00:00:00Z"))).toBe(
      1_000,
    );
  });

  it("uses the CMS numbers, not constants", () => {
    const other = { base: 1_000, perDay: 10, targetDate: "2030-01-10", minimum: 5 };
    expect(waitlistCount(other, new Date("2030-01-01T00:00:00Z"))).toBe(910);
  });

  it("gives undefined for a date the CMS got wrong", () => {
    expect(waitlistCount({ ...settings, targetDate: "soon" }, new Date())).toBeUndefined();
  });
});

describe("daysBetween", () => {
  it("counts calendar days across a leap day", () => {
    expect(daysBetween(new Date("2024-02-28T23:00:00Z"), new Date("2024-03-01T01:00:00Z"))).toBe(2);
  });
});
