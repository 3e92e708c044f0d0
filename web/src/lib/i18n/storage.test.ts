// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  HOSTING_LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
  storeLanguage,
} from "./storage";

const setCookie = (value: string, maxAge = 60) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the static host writes
  document.cookie = `${HOSTING_LANGUAGE_COOKIE}=${value}; path=/; max-age=${maxAge}`;
};

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  setCookie("", 0);
});

describe("language storage", () => {
  it("remembers a supported language", () => {
    expect(readStoredLanguage()).toBeUndefined();
    storeLanguage("it");
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("it");
    expect(readStoredLanguage()).toBe("it");
  });

  it("ignores values that are not a supported language", () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "klingon");
    expect(readStoredLanguage()).toBeUndefined();
  });

  it("survives storage that throws (private mode, blocked cookies)", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "QuotaExceededError");
    });
    expect(() => storeLanguage("it")).not.toThrow();
    // Still remembered by the cookie the static host reads.
    expect(readStoredLanguage()).toBe("it");
    setCookie("", 0);
    expect(readStoredLanguage()).toBeUndefined();
  });

  it("takes the static host's cookie over local storage: a choice made without a script", () => {
    storeLanguage("it");
    // The English door (/en/terms) sets only the cookie.
    setCookie("en");
    expect(readStoredLanguage()).toBe("en");
    setCookie("klingon");
    expect(readStoredLanguage()).toBe("it");
  });
});
