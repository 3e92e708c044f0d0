import { describe, expect, it } from "vitest";
import { buttonColours, contrastRatio, isHexColour, THEME_BUTTON_COLOURS } from "./button-colours";

describe("isHexColour", () => {
  it("accepts 3- and 6-digit hex colours only", () => {
    expect(isHexColour("#fff")).toBe(true);
    expect(isHexColour("#E4572E")).toBe(true);
    for (const value of ["red", "#ffff", "E4572E", "#GGGGGG", "url(x)", "", null, 12]) {
      expect(isHexColour(value)).toBe(false);
    }
  });
});

describe("contrastRatio", () => {
  it("matches the WCAG formula", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#fff", "#fff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#c2410c", "#ffffff")).toBeGreaterThan(4.5);
  });
});

describe("buttonColours", () => {
  const seeded = {
    buttonColor: "#E4572E",
    buttonTextColor: "#FFFFFF",
    buttonHoverColor: "#C2410C",
    buttonHoverTextColor: "#FFFFFF",
  };

  it("uses the CMS colours when they are valid and readable", () => {
    expect(buttonColours(seeded)).toEqual({
      bg: "#E4572E",
      color: "#FFFFFF",
      hoverBg: "#C2410C",
      hoverColor: "#FFFFFF",
    });
  });

  it("falls back to the theme for invalid or unreadable colours", () => {
    expect(buttonColours({ ...seeded, buttonColor: "orange" })).toEqual(THEME_BUTTON_COLOURS);
    expect(buttonColours({ ...seeded, buttonTextColor: "#E4572F" })).toEqual(THEME_BUTTON_COLOURS);
    expect(buttonColours({})).toEqual(THEME_BUTTON_COLOURS);
  });

  it("keeps the base colours on hover when only the hover pair is bad", () => {
    expect(buttonColours({ ...seeded, buttonHoverColor: "javascript:alert(1)" })).toEqual({
      bg: "#E4572E",
      color: "#FFFFFF",
      hoverBg: "#E4572E",
      hoverColor: "#FFFFFF",
    });
  });
});
