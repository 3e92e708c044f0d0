/**
 * What `sanity dev` must pre-bundle from the start. Vite's start-up scan does not follow the
 * Studio's config into these imports, so on a fresh cache it found them one by one as pages
 * asked for them, re-bundled, and reloaded every open Studio tab each time: three reloads
 * (the icons, @sanity/ui/toast, Firebase when the Waitlist tool first opened), each throwing
 * away what staff (or a test) had just typed. Listing them up front makes one bundling pass.
 * The list is read from the source, so a new icon import needs no edit here.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The packages the scan missed (seen in the Studio log as "optimized dependencies changed"). */
const LATE_PACKAGES = ["@sanity/icons", "@sanity/ui", "firebase"];

const IMPORT_SPECIFIER = /(?:from|import)\s*\(?\s*["']([^"'./][^"']*)["']/g;

function isLate(specifier: string): boolean {
  return LATE_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/(^|\/)node_modules\//.test(file))
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** Every import of those packages in the `.ts`/`.tsx` files under `dirs`, sorted, once each. */
export function lateDiscoveredImports(dirs: readonly string[]): string[] {
  const found = new Set<string>();
  for (const file of dirs.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT_SPECIFIER)) {
      const specifier = match[1] as string;
      if (isLate(specifier)) found.add(specifier);
    }
  }
  return [...found].sort();
}
