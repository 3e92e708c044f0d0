// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { LANGUAGE_STORAGE_KEY, readStoredLanguage, storeLanguage } from "./storage";

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
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
    expect(readStoredLanguage()).toBeUndefined();
  });
});
