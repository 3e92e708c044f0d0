import { describe, expect, it } from "vitest";
import { mt25RedirectHref, validateMt25Search } from "./mt25-access";

const page = { allowedRefs: ["card001", "card002"], redirectPath: "/merchant-contact" };

describe("validateMt25Search", () => {
  it("keeps a well-formed ref (the language is in the path, not the search)", () => {
    expect(validateMt25Search({ ref: "card001", lang: "it" })).toEqual({ ref: "card001" });
    expect(validateMt25Search({ ref: " CARD002 " })).toEqual({ ref: "card002" });
  });

  it("drops malformed refs", () => {
    expect(validateMt25Search({ ref: "<script>", lang: "xx" })).toEqual({});
    expect(validateMt25Search({ ref: 1 })).toEqual({});
    expect(validateMt25Search({ ref: "a".repeat(41) })).toEqual({});
  });
});

describe("mt25RedirectHref", () => {
  it("lets allowed refs through", () => {
    expect(mt25RedirectHref(page, "card001", "en")).toBeUndefined();
    expect(mt25RedirectHref(page, "card002", "it")).toBeUndefined();
  });

  it("sends other visitors to the CMS redirect path, keeping the language", () => {
    expect(mt25RedirectHref(page, "bad", "en")).toBe("/merchant-contact");
    expect(mt25RedirectHref(page, undefined, "en")).toBe("/merchant-contact");
    expect(mt25RedirectHref(page, undefined, "it")).toBe("/it/merchant-contact");
  });

  it("never redirects off-site, to itself, or nowhere", () => {
    for (const redirectPath of [
      "https://evil.example",
      "//evil.example",
      "//evil",
      "/mt25",
      "",
      null,
    ]) {
      expect(mt25RedirectHref({ ...page, redirectPath }, "bad", "en")).toBe("/merchant-contact");
    }
    expect(mt25RedirectHref({ allowedRefs: null, redirectPath: "/welcome" }, "card001", "en")).toBe(
      "/welcome",
    );
  });
});
