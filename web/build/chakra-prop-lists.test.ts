import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteSystem } from "../src/theme";

const system = siteSystem();

import { trimCssProperties, trimReactProps } from "./chakra-prop-lists";

const require = createRequire(import.meta.url);
/** A module of a package beside its main file (both keep their builds in dist/). */
const besideMain = (main: string, file: string) =>
  readFileSync(path.join(path.dirname(main), file), "utf8");
// The builds the client bundle gets (trim-chakra-prop-lists.ts rewrites these two).
const isValidProp = besideMain(require.resolve("@pandacss/is-valid-prop"), "index.mjs");
const isPropValid = besideMain(
  require.resolve("@emotion/is-prop-valid"),
  "emotion-is-prop-valid.esm.js",
);

function cssList(code: string): string[] {
  return /var cssPropertiesStr = "([^"]*)"/.exec(code)?.[1]?.split(",") ?? [];
}
function attributeList(code: string): string[] {
  return /var reactPropsRegex = \/\^\(\(([\w|]+)\)\|/.exec(code)?.[1]?.split("|") ?? [];
}

describe("the trimmed lists of Chakra's style system", () => {
  it("drop only CSS properties the site's system knows as its own props", () => {
    const full = cssList(isValidProp);
    const trimmed = cssList(trimCssProperties(isValidProp));
    expect(full.length).toBeGreaterThan(400);
    expect(trimmed.length).toBeGreaterThan(100);
    expect(trimmed.length).toBeLessThan(full.length);
    const dropped = full.filter((name) => !trimmed.includes(name));
    // isValidProperty(prop) = properties.has(prop) || isCssProperty(prop): unchanged.
    expect(dropped.filter((name) => !system.properties.has(name))).toEqual([]);
  });

  it("drop only attributes that are style props, which Chakra never forwards", () => {
    const full = attributeList(isPropValid);
    const trimmed = attributeList(trimReactProps(isPropValid));
    expect(full.length).toBeGreaterThan(300);
    expect(trimmed).toContain("href");
    expect(trimmed).not.toContain("color");
    const dropped = full.filter((name) => !trimmed.includes(name));
    expect(dropped.length).toBeGreaterThan(0);
    // Forwarded = isPropValid(prop) && !isValidProperty(prop): unchanged.
    expect(dropped.filter((name) => !system.isValidProperty(name))).toEqual([]);
  });

  it("fail loudly when a package no longer has the list where it was", () => {
    expect(() => trimCssProperties("export {}")).toThrow(/not found/);
    expect(() => trimReactProps("export {}")).toThrow(/not found/);
  });
});
