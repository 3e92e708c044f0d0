/**
 * The lake's vendored code (lake/vendor/) is the lake's own: the site, the Studio and the
 * scripts talk to the lake over HTTP or its CLI, never through its GROQ engine. This scans
 * every source file outside lake/ for an import of lake/vendor.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const SKIPPED = new Set(["node_modules", ".git", "dist", "dist-studio", ".data", "lake"]);
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
/** `from "…/vendor/…"`, `import("…/vendor/…")`, `require("…/vendor/…")`. */
const VENDOR_IMPORT = /(?:from|import|require)\s*\(?\s*["'][^"']*lake\/vendor\b[^"']*["']/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") && entry.name !== ".size-limit.ts") continue;
    if (SKIPPED.has(entry.name) && dir === ROOT) continue;
    if (entry.name === "node_modules") continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

describe("lake/vendor", () => {
  it("is imported by nothing outside lake/", () => {
    const offenders = [...sourceFiles(ROOT)]
      .filter((file) => VENDOR_IMPORT.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
