import { describe, expect, it } from "vitest";
import { sitePath } from "./site-path";

describe("sitePath", () => {
  it("puts other languages under their prefix and the default language at the root", () => {
    expect(sitePath("roma", "it")).toBe("/it/roma");
    expect(sitePath("rome", "en")).toBe("/rome");
    expect(sitePath("qr-generator", undefined)).toBe("/qr-generator");
  });
});
