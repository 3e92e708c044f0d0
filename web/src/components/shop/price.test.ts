import { describe, expect, it } from "vitest";
import { fillTemplate, formatPrice } from "./price";

describe("formatPrice", () => {
  it("formats the shop's euro and pound prices", () => {
    expect(formatPrice(35.95, "EUR")).toBe("€35.95");
    expect(formatPrice(29.99, "GBP")).toBe("£29.99");
    expect(formatPrice(6.95, "EUR")).toBe("€6.95");
    expect(formatPrice(0.99, "GBP")).toBe("£0.99");
    expect(formatPrice(2, "EUR")).toBe("€2.00");
  });

  it("returns undefined for missing or impossible amounts", () => {
    expect(formatPrice(undefined, "EUR")).toBeUndefined();
    expect(formatPrice(null, "GBP")).toBeUndefined();
    expect(formatPrice(Number.NaN, "EUR")).toBeUndefined();
    expect(formatPrice(-1, "EUR")).toBeUndefined();
  });
});

describe("fillTemplate", () => {
  it("replaces known placeholders and leaves unknown ones", () => {
    expect(fillTemplate("{count} stickers", { count: 50 })).toBe("50 stickers");
    expect(fillTemplate("{years}-year warranty", { years: 2 })).toBe("2-year warranty");
    expect(fillTemplate("{years} {unknown}", { years: 1 })).toBe("1 {unknown}");
    expect(fillTemplate(null, { years: 1 })).toBeUndefined();
  });
});
