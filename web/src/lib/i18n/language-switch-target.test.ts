import { describe, expect, it } from "vitest";
import { splitLanguagePath } from "./language-path";
import { languageSwitchTarget } from "./language-switch-target";
import { openedFromTwin } from "./opened-from-twin";

describe("languageSwitchTarget", () => {
  it("goes to the same translated page in the other language", () => {
    expect(languageSwitchTarget("/{-$lang}/welcome-you-merchants", "it")).toBe(
      "/it/welcome-you-merchants",
    );
    expect(languageSwitchTarget("/{-$lang}/hotel-contact", "en")).toBe("/hotel-contact");
    expect(languageSwitchTarget("/{-$lang}", "it")).toBe("/it");
  });

  it("offers nothing for a page that has no version in another language", () => {
    expect(languageSwitchTarget("/", "it")).toBeUndefined();
    expect(languageSwitchTarget("/login", "it")).toBeUndefined();
    // A page of a slug whose loader gave no addresses (its error or 404 view).
    expect(languageSwitchTarget("/{-$lang}/$city", "it")).toBeUndefined();
  });

  it("goes to the twin's own address when the page names them (a city guide)", () => {
    const paths = { en: "/rome", it: "/it/roma" };
    expect(languageSwitchTarget("/{-$lang}/$city", "it", paths)).toBe("/it/roma");
    expect(languageSwitchTarget("/{-$lang}/$city", "en", paths)).toBe("/rome");
    expect(languageSwitchTarget("/{-$lang}/$city", "it", { en: "/berlin" })).toBeUndefined();
    expect(languageSwitchTarget("/privacy", "it")).toBeUndefined();
  });
});

describe("splitLanguagePath", () => {
  it("reads the language prefix of an address and the page's default-language path", () => {
    expect(splitLanguagePath("/it/hotel-contact")).toEqual({
      language: "it",
      basePath: "/hotel-contact",
    });
    expect(splitLanguagePath("/hotel-contact")).toEqual({
      language: "en",
      basePath: "/hotel-contact",
    });
    expect(splitLanguagePath("/it")).toEqual({ language: "it", basePath: "/" });
    // Not a language prefix: the page's own path.
    expect(splitLanguagePath("/italy")).toEqual({ language: "en", basePath: "/italy" });
  });
});

describe("openedFromTwin", () => {
  const site = "https://tastemap.example";

  it("is true when the previous page of this site was the same page in another language", () => {
    expect(openedFromTwin(`${site}/it/hotel-contact`, `${site}/hotel-contact`)).toBe(true);
    expect(openedFromTwin(`${site}/hotel-contact?x=1`, `${site}/it/hotel-contact#contact`)).toBe(
      true,
    );
  });

  it("is true when the previous page was this page's door on the static host (/en/<path>)", () => {
    expect(openedFromTwin(`${site}/en/hotel-contact`, `${site}/hotel-contact`)).toBe(true);
    expect(openedFromTwin(`${site}/en`, `${site}/`)).toBe(true);
    const paths = { en: "/rome", it: "/it/roma" };
    expect(openedFromTwin(`${site}/en/rome`, `${site}/rome`, paths)).toBe(true);
    expect(openedFromTwin(`${site}/en/terms`, `${site}/hotel-contact`)).toBe(false);
  });

  it("is false for another page, the same language, another site or no referrer", () => {
    expect(openedFromTwin(`${site}/it/merchant-contact`, `${site}/hotel-contact`)).toBe(false);
    expect(openedFromTwin(`${site}/hotel-contact`, `${site}/hotel-contact`)).toBe(false);
    expect(openedFromTwin("https://search.example/it/hotel-contact", `${site}/hotel-contact`)).toBe(
      false,
    );
    expect(openedFromTwin("", `${site}/hotel-contact`)).toBe(false);
  });
});
