import { describe, expect, it } from "vitest";
import { languagePathsOf } from "./language-paths";
import { shownLanguageOf } from "./shown-language";

describe("shownLanguageOf", () => {
  it("reads the language of a page's document, at the top or one level down", () => {
    expect(shownLanguageOf({ language: "it", title: "Termini" })).toBe("it");
    expect(shownLanguageOf({ home: { language: "en" }, renderedAt: "2026-11-26" })).toBe("en");
    expect(shownLanguageOf({ page: { language: "it" }, products: [] })).toBe("it");
  });

  it("is undefined for pages whose content has no language (translated per field)", () => {
    expect(shownLanguageOf({ hero: { heading: "x" } })).toBeUndefined();
    expect(shownLanguageOf(undefined)).toBeUndefined();
    expect(shownLanguageOf("text")).toBeUndefined();
  });
});

describe("languagePathsOf", () => {
  it("reads each language's address of a page whose versions have slugs of their own", () => {
    const paths = { en: "/rome", it: "/it/roma" };
    expect(languagePathsOf({ city: {}, head: { language: { current: "it", paths } } })).toBe(paths);
  });

  it("is undefined for pages at one path in every language", () => {
    expect(languagePathsOf({ head: { language: { current: "it", basePath: "/terms" } } })).toBe(
      undefined,
    );
    expect(languagePathsOf({ language: "it" })).toBeUndefined();
    expect(languagePathsOf(undefined)).toBeUndefined();
  });
});
