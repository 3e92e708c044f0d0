import { describe, expect, it } from "vitest";
import { isExternal, isSiteFile, safeFrameSrc, safeHref } from "./safe-url";

describe("safeHref", () => {
  it.each([
    ["https://example.com/menu", "https://example.com/menu"],
    ["  http://example.com  ", "http://example.com/"],
  ])("keeps the web URL %s", (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,hi",
    "example.com/menu",
    "https//missing-colon",
    "",
    null,
    undefined,
    "//evil.example",
    // Browsers read `\` as `/` and drop tabs and line breaks inside an address: each of these
    // is //evil.example, another site.
    "/\\evil.example/x",
    "/\t/evil.example",
    "/\n/evil.example",
  ])("refuses %j", (input) => {
    expect(safeHref(input, { allowRelative: true })).toBeUndefined();
  });

  it("allows site paths and anchors only when asked", () => {
    expect(safeHref("/signup")).toBeUndefined();
    expect(safeHref("/signup", { allowRelative: true })).toBe("/signup");
    expect(safeHref("#features", { allowRelative: true })).toBe("#features");
  });

  it("allows mailto only with an address and only when asked", () => {
    expect(safeHref("mailto:hello@example.com")).toBeUndefined();
    expect(safeHref("mailto:hello@example.com", { allowMailto: true })).toBe(
      "mailto:hello@example.com",
    );
    expect(safeHref("mailto:nobody", { allowMailto: true })).toBeUndefined();
  });

  it("tells external links apart", () => {
    expect(isExternal("https://example.com")).toBe(true);
    expect(isExternal("/terms")).toBe(false);
  });
});

describe("safeFrameSrc", () => {
  it("frames http(s) addresses and paths on this site", () => {
    expect(safeFrameSrc("https://qr.example.com/app")).toBe("https://qr.example.com/app");
    expect(safeFrameSrc("/embeds/stand-in.html")).toBe("/embeds/stand-in.html");
  });

  it.each([
    "#contact",
    "javascript:alert(1)",
    "//evil.example",
    "/\\evil.example/frame.html",
    "data:text/html,hi",
    "",
    null,
  ])("never frames %s", (input) => {
    expect(safeFrameSrc(input)).toBeUndefined();
  });
});

describe("isSiteFile", () => {
  it.each(["/embeds/stand-in.html", "/forms/embed.js", "/favicon.svg?v=2", "/a/b.html#top"])(
    "%s is a file the site serves",
    (href) => {
      expect(isSiteFile(href)).toBe(true);
    },
  );

  it.each([
    "/",
    "/signup",
    "/it/welcome-you-merchants",
    "/#features",
    "/v1.2/",
    "//cdn.example/x.js",
  ])("%s is a route (or not on this site)", (href) => {
    expect(isSiteFile(href)).toBe(false);
  });
});
