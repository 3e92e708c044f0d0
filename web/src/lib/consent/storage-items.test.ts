import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CODE_POLICY_VERSION } from "./consent-record";
import { STORAGE_ITEMS } from "./storage-items";

const SOURCE = path.resolve(import.meta.dirname, "..", "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A module that reads or writes the browser's storage. */
const STORAGE_API = /\b(localStorage|sessionStorage)\b|document\.cookie\s*=/;
/** A name such a module stores under: a `tastemap:` key, or a cookie constant. */
const STORED_NAME = /"(tastemap:[a-z-]+)"|_COOKIE\s*=\s*"([^"]+)"/g;
/** What a module names that is not a storage name: events it sends on `window`. */
const EVENT = /EVENT\s*=\s*"|new Event\(/;

describe("the cookie table's list", () => {
  it("names every storage name the site's code uses", () => {
    const listed = new Set(STORAGE_ITEMS.map((item) => item.name));
    const found = new Set<string>();
    const unlisted: string[] = [];
    for (const file of sourceFiles(SOURCE)) {
      const text = readFileSync(file, "utf8");
      if (!STORAGE_API.test(text)) continue;
      for (const line of text.split("\n")) {
        if (EVENT.test(line)) continue;
        for (const match of line.matchAll(STORED_NAME)) {
          const name = match[1] ?? match[2] ?? "";
          found.add(name);
          if (!listed.has(name)) unlisted.push(`${path.relative(SOURCE, file)}: ${name}`);
        }
      }
    }
    expect(unlisted).toEqual([]);
    // The scan sees the names it is there for (a regression in it would pass vacuously).
    expect([...found]).toEqual(
      expect.arrayContaining([
        "tastemap:consent",
        "tastemap:language",
        "firebase-language-override",
        "tastemap:redirect-dismissed",
      ]),
    );
  });

  it("describes every item in every language", () => {
    for (const item of STORAGE_ITEMS) {
      expect(item.purpose.en && item.purpose.it, item.name).toBeTruthy();
      expect(item.kept.en && item.kept.it, item.name).toBeTruthy();
    }
  });

  it("changes only with the code's policy version, so a new third party asks every visitor again", () => {
    // What a visitor agrees to: each item's name, who sets it and its category (not the wording).
    const agreed = STORAGE_ITEMS.map(({ name, where, setBy, category }) => [
      name,
      where,
      setBy,
      category,
    ]);
    const hash = createHash("sha256").update(JSON.stringify(agreed)).digest("hex").slice(0, 16);
    // On a failure: raise CODE_POLICY_VERSION in consent-record.ts and write both values here.
    expect({ version: CODE_POLICY_VERSION, hash }).toEqual({
      version: 2,
      hash: "4024e24bef57e468",
    });
  });
});
