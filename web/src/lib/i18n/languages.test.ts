import { describe, expect, it } from "vitest";
import {
  defaultLanguageDoor,
  languageOfParam,
  languagePath,
  pageBehindDoor,
} from "./language-path";
import { DEFAULT_LANGUAGE, htmlLangOf, preferredLanguage, SUPPORTED_LANGUAGES } from "./languages";

describe("languagePath", () => {
  it("keeps the default language at the bare path and prefixes the others", () => {
    expect(languagePath("en", "/welcome-you-merchants")).toBe("/welcome-you-merchants");
    expect(languagePath("it", "/welcome-you-merchants")).toBe("/it/welcome-you-merchants");
  });
});

describe("defaultLanguageDoor", () => {
  it("puts the default language's id before the path, the home page's too", () => {
    expect(defaultLanguageDoor("/terms")).toBe("/en/terms");
    expect(defaultLanguageDoor("/rome")).toBe("/en/rome");
    expect(defaultLanguageDoor("/")).toBe("/en");
  });

  it("is read back as the page behind it, and nothing else is a door", () => {
    for (const path of ["/terms", "/rome", "/"]) {
      expect(pageBehindDoor(defaultLanguageDoor(path))).toBe(path);
    }
    for (const path of ["/terms", "/it/terms", "/english", "/it", "/"]) {
      expect(pageBehindDoor(path)).toBeUndefined();
    }
  });
});

describe("languageOfParam", () => {
  it("reads an absent prefix as the default language", () => {
    expect(languageOfParam(undefined)).toBe(DEFAULT_LANGUAGE);
    expect(languageOfParam("")).toBe(DEFAULT_LANGUAGE);
  });

  it("accepts every supported non-default language", () => {
    for (const language of SUPPORTED_LANGUAGES.filter((entry) => entry.id !== DEFAULT_LANGUAGE)) {
      expect(languageOfParam(language.id)).toBe(language.id);
      expect(languagePath(language.id, "/x").split("/")[1]).toBe(language.id);
    }
  });

  it("refuses the default language as a prefix and unknown prefixes (one address per page)", () => {
    for (const param of ["en", "xx", "IT", "it-IT"]) expect(languageOfParam(param)).toBeUndefined();
  });
});

describe("htmlLangOf", () => {
  it("maps ids to the html lang of the schema's language list", () => {
    expect(htmlLangOf("it")).toBe("it");
    expect(htmlLangOf("en")).toBe("en");
  });
});

describe("preferredLanguage", () => {
  it("takes the first of the browser's languages the site has, by primary subtag", () => {
    expect(preferredLanguage(["it-IT", "it", "en-US"])).toBe("it");
    expect(preferredLanguage(["de-DE", "en-GB", "it"])).toBe("en");
    expect(preferredLanguage(["de", "fr"])).toBeUndefined();
    expect(preferredLanguage([])).toBeUndefined();
  });
});
