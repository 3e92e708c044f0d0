import { describe, expect, it } from "vitest";
import { pagePath, sitePath } from "./site-path";

describe("sitePath", () => {
  it("puts other languages under their prefix and the default language at the root", () => {
    expect(sitePath("roma", "it")).toBe("/it/roma");
    expect(sitePath("rome", "en")).toBe("/rome");
    expect(sitePath("qr-generator", undefined)).toBe("/qr-generator");
  });
});

describe("pagePath", () => {
  it("is the slug's address, but the home page's is the root of its language", () => {
    expect(pagePath("spring-offer", "en")).toBe("/spring-offer");
    expect(pagePath("offerta-di-primavera", "it")).toBe("/it/offerta-di-primavera");
    expect(pagePath("home", "en")).toBe("/");
    expect(pagePath("home", undefined)).toBe("/");
    expect(pagePath("home", "it")).toBe("/it");
  });
});
