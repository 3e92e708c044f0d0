// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { hydratesInPlace } from "./emotion-sheets-stay-in-place.ts";

// The installed @emotion/sheet's module, as the client build transforms it.
const sheetPackage = createRequire(import.meta.url).resolve("@emotion/sheet/package.json");
const original = readFileSync(
  path.join(path.dirname(sheetPackage), "dist/emotion-sheet.esm.js"),
  "utf8",
);

interface Sheet {
  tags: HTMLStyleElement[];
  hydrate(nodes: HTMLStyleElement[]): void;
}
type SheetClass = new (options: { key: string; container: HTMLElement }) => Sheet;

/** The module's StyleSheet class, from its code (it imports nothing). */
function styleSheetOf(code: string): SheetClass {
  const body = code.replace(/export \{ StyleSheet \};?\s*$/, "return StyleSheet;");
  return new Function(body)() as SheetClass;
}

function style(id: string): HTMLStyleElement {
  const element = document.createElement("style");
  element.dataset.emotion = `css ${id}`;
  return element;
}

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("hydratesInPlace", () => {
  test("a tag already in the container stays where it is, and the sheet takes it over", () => {
    const StyleSheet = styleSheetOf(hydratesInPlace(original));
    const ours = style("a");
    document.head.append(ours, document.createElement("link"));
    const sheet = new StyleSheet({ key: "css", container: document.head });
    sheet.hydrate([ours]);
    expect(document.head.firstElementChild).toBe(ours);
    expect(sheet.tags).toEqual([ours]);
  });

  test("a tag elsewhere is moved into the container, as Emotion does", () => {
    const StyleSheet = styleSheetOf(hydratesInPlace(original));
    const stray = style("b");
    document.body.append(stray);
    const sheet = new StyleSheet({ key: "css", container: document.head });
    sheet.hydrate([stray]);
    expect(stray.parentNode).toBe(document.head);
    expect(sheet.tags).toEqual([stray]);
  });

  test("Emotion's own hydrate moves even a tag in place: what the transform is for", () => {
    const StyleSheet = styleSheetOf(original);
    const ours = style("a");
    const link = document.createElement("link");
    document.head.append(ours, link);
    new StyleSheet({ key: "css", container: document.head }).hydrate([ours]);
    expect(document.head.lastElementChild).toBe(ours);
  });

  test("stops the build when Emotion's code changed shape", () => {
    expect(() => hydratesInPlace(original.replace("nodes.forEach(this._insertTag)", ""))).toThrow(
      /no longer reads as expected/,
    );
  });
});
