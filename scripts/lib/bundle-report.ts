/**
 * First-load JavaScript per route, read from Vite's build manifest: the entry
 * chunk, the route's own code-split component chunk(s) and everything they import
 * statically. Chunks fetched later (modals, Firebase on submit) are not counted.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteReport {
  route: string;
  routeFile: string;
  files: string[];
  gzipBytes: number;
  /** Source modules from Firebase bundled into this first load (must be empty on public routes). */
  firebaseModules: string[];
}

export interface BundleReport {
  entryGzipBytes: number;
  contentClientGzipBytes: number;
  routes: RouteReport[];
}

/** `src/routes/$city.tsx` → `/$city`, `src/routes/index.tsx` → `/`. */
export function routePath(routeFile: string): string {
  const name = routeFile.replace(/^src\/routes\//, "").replace(/\.tsx?$/, "");
  const segments = name
    .split(/[./]/)
    .filter((segment) => segment !== "index" && !segment.startsWith("_"));
  return `/${segments.join("/")}`;
}

export function bundleReport(distDir: string): BundleReport {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8"),
  ) as Manifest;
  const gzipCache = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = zlib.gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  const staticClosure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const child of manifest[key].imports ?? []) visit(child);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  const firebaseModulesOf = (file: string) => {
    try {
      const map = JSON.parse(readFileSync(path.join(distDir, `${file}.map`), "utf8")) as {
        sources: string[];
      };
      return map.sources.filter((source) => /node_modules\/(firebase|@firebase)\//.test(source));
    } catch {
      return [];
    }
  };
  const sum = (keys: Iterable<string>) => {
    let total = 0;
    for (const key of keys) total += gzipSize((manifest[key] as ManifestChunk).file);
    return total;
  };

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("The build manifest has no entry chunk");
  const entry = staticClosure([entryKey]);
  const clientKey = Object.keys(manifest).find((key) => key.includes("@sanity/client/dist/index"));

  const routeFiles = new Set(
    Object.keys(manifest)
      .filter((key) => key.startsWith("src/routes/"))
      .map((key) => key.replace(/\?.*$/, "")),
  );
  const routes = [...routeFiles].sort().map((routeFile): RouteReport => {
    const splits = Object.keys(manifest).filter(
      // The split component and (if split) loader are needed to show the page;
      // error/pending/notFound splits load only when used.
      (key) =>
        key.startsWith(`${routeFile}?`) &&
        /tsr-split=(component|loader)/.test(key.replace(/%2C/g, ",")),
    );
    const all = new Set([...entry, ...staticClosure(splits)]);
    const files = [...all].map((key) => (manifest[key] as ManifestChunk).file);
    return {
      route: routePath(routeFile),
      routeFile,
      files,
      gzipBytes: sum(all),
      firebaseModules: files.flatMap(firebaseModulesOf),
    };
  });
  return {
    entryGzipBytes: sum(entry),
    contentClientGzipBytes: clientKey
      ? sum([...staticClosure([clientKey])].filter((key) => !entry.has(key)))
      : 0,
    routes,
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
