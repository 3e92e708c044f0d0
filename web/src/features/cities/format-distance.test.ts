import { describe, expect, it } from "vitest";
import { formatDistance } from "./format-distance";

const show = (metres: number) => formatDistance(metres).replace("\u00a0", " ");

describe("formatDistance", () => {
  it("gives metres to the nearest 10 under a kilometre", () => {
    expect(show(0)).toBe("0 m");
    expect(show(4)).toBe("0 m");
    expect(show(5)).toBe("10 m");
    expect(show(647.3)).toBe("650 m");
    expect(show(994.9)).toBe("990 m");
  });

  it("switches to kilometres with one decimal once the rounded figure reaches 1 km", () => {
    expect(show(995)).toBe("1.0 km");
    expect(show(1000)).toBe("1.0 km");
    expect(show(1234)).toBe("1.2 km");
    expect(show(1250.1)).toBe("1.3 km");
    expect(show(12_345)).toBe("12.3 km");
  });

  it("keeps the figure and its unit together with a non-breaking space", () => {
    expect(formatDistance(650)).toBe("650\u00a0m");
    expect(formatDistance(1200)).toBe("1.2\u00a0km");
  });

  it("writes the decimal mark of the guide's language", () => {
    expect(formatDistance(1234, "it")).toBe("1,2\u00a0km");
    expect(formatDistance(1234, "en-GB")).toBe("1.2\u00a0km");
    expect(formatDistance(650, "it")).toBe("650\u00a0m");
  });
});
