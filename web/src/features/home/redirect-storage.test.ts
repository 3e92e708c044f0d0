import { describe, expect, it } from "vitest";
import { countdownStart, fillCountdown } from "./redirect-storage";

describe("fillCountdown", () => {
  it("puts the seconds where the CMS template says", () => {
    expect(fillCountdown("Redirecting in {seconds}…", 3)).toBe("Redirecting in 3…");
    expect(fillCountdown("{seconds}s ({seconds})", 2)).toBe("2s (2)");
  });

  it("shows the bare number when the template is missing", () => {
    expect(fillCountdown(undefined, 1)).toBe("1");
    expect(fillCountdown("", 1)).toBe("1");
  });
});

describe("countdownStart", () => {
  it("uses the CMS value, rounded and kept between 1 and 30 s", () => {
    expect(countdownStart(3)).toBe(3);
    expect(countdownStart(2.6)).toBe(3);
    expect(countdownStart(0)).toBe(1);
    expect(countdownStart(-5)).toBe(1);
    expect(countdownStart(120)).toBe(30);
  });

  it("falls back to the spec's 3 s when the value is missing or not a number", () => {
    expect(countdownStart(undefined)).toBe(3);
    expect(countdownStart(null)).toBe(3);
    expect(countdownStart(Number.NaN)).toBe(3);
  });
});
