import { describe, expect, it } from "vitest";
import {
  DEFAULT_LANGUAGE,
  htmlLangOf,
  languageOf,
  SUPPORTED_LANGUAGES,
  validateLangSearch,
} from "./languages";

describe("validateLangSearch", () => {
  it("keeps every supported language", () => {
    for (const language of SUPPORTED_LANGUAGES) {
      expect(validateLangSearch({ lang: language.id })).toEqual({ lang: language.id });
    }
  });

  it("drops unknown, missing and non-string values so the default applies", () => {
    for (const lang of ["xx", "IT", "", 3, ["it"], null, undefined]) {
      const search = validateLangSearch({ lang });
      expect(search).toEqual({});
      expect(languageOf(search)).toBe(DEFAULT_LANGUAGE);
    }
    expect(languageOf(validateLangSearch({}))).toBe("en");
  });
});

describe("htmlLangOf", () => {
  it("maps ids to the html lang of the schema's language list", () => {
    expect(htmlLangOf("it")).toBe("it");
    expect(htmlLangOf("en")).toBe("en");
  });
});
