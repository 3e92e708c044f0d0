/**
 * First-load JavaScript per route, read from Vite's build manifest: everything
 * the browser downloads before a prerendered page is interactive (hydrated).
 *
 * - app code: the entry chunk, the route's own code-split chunk(s) and everything
 *   they import statically (the HTML modulepreloads exactly these:
 *   scripts/lib/router-manifest.ts);
 * - start-up imports: chunks a page requests with `import()` unconditionally
 *   while it starts and needs before it is interactive (STARTUP_IMPORTS; none
 *   today: the footer, once one, is in the entry since pages are prerendered);
 * - total = app code + start-up imports, each file gzipped on its own (level 9),
 *   as a server sends it. The budget applies to the total.
 *
 * Deferred, listed but not counted (DEFERRED_IMPORTS), as before prerendering:
 * the home page's sections below the hero. Their HTML is on screen at once;
 * React hydrates them on their own when their chunk arrives (a Suspense
 * boundary), while the hero and header are already interactive.
 *
 * Not counted: chunks fetched only on a condition or an interaction (dialogs,
 * the 404 page, Firebase on submit), and @sanity/client, which a prerendered
 * page needs only once it is idle (the content check) or on a client-side
 * navigation. The e2e bundle test checks both halves in Chromium: every script
 * requested before the page is idle after hydrating is counted, and everything
 * counted is requested.
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

/** A chunk the app imports dynamically, but always, while a page starts. */
export interface StartupImport {
  /** Matched against the manifest key (the module's path relative to web/). */
  module: RegExp;
  /** Routes that request it; every route when absent. */
  routes?: string[];
  /** Where the code requests it, for the reader of a report. */
  why: string;
}

/**
 * Keep in step with the code: each entry names the call that requests the chunk.
 * A declared module missing from the build fails the report, so a rename cannot
 * silently drop it from the count; the e2e bundle test also checks in Chromium
 * that every script a page loads before its content is counted.
 */
export const STARTUP_IMPORTS: StartupImport[] = [];

/** Requested while a page hydrates but not on the way to its first interaction (see above). */
export const DEFERRED_IMPORTS: StartupImport[] = [
  {
    module: /^src\/features\/home\/home-sections\.tsx$/,
    routes: ["/"],
    why: "features/home/home-page.tsx: the sections below the hero, hydrated on their own",
  },
];

export interface RouteReport {
  route: string;
  routeFile: string;
  /** Entry closure + the route's split chunks and their static imports. */
  appFiles: string[];
  appGzipBytes: number;
  /** Start-up imports (and their static imports) not already in appFiles. */
  startupFiles: string[];
  startupGzipBytes: number;
  /** Everything downloaded before the route shows its content: appFiles + startupFiles. */
  files: string[];
  /** The first-load figure the budget applies to. */
  totalGzipBytes: number;
  /** Requested while hydrating, hydrated on their own, not in the total (DEFERRED_IMPORTS). */
  deferredFiles: string[];
  deferredGzipBytes: number;
  /** Source modules from Firebase bundled into this first load (must be empty on public routes). */
  firebaseModules: string[];
}

export interface BundleReport {
  /** The entry chunk and its static imports (React, router, Chakra, layout). */
  entryGzipBytes: number;
  /** The @sanity/client chunk and its static imports beyond the entry (not in any first load). */
  contentClientGzipBytes: number;
  startupImports: StartupImport[];
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

/**
 * A route's split chunks needed to show the page: the component and the loader
 * (alone or grouped, e.g. `tsr-split=component---loader`); error, pending and
 * notFound splits load only when used.
 */
export function isPageSplit(key: string, routeFile: string): boolean {
  if (!key.startsWith(`${routeFile}?`)) return false;
  const split = /[?&]tsr-split=([^&]*)/.exec(decodeURIComponent(key))?.[1] ?? "";
  return /\b(component|loader)\b/.test(split);
}

export function bundleReport(
  distDir: string,
  startupImports: StartupImport[] = STARTUP_IMPORTS,
  deferredImports: StartupImport[] = DEFERRED_IMPORTS,
): BundleReport {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8"),
  ) as Manifest;
  const keys = Object.keys(manifest);
  const gzipCache = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = zlib.gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  const staticClosure = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const child of manifest[key].imports ?? []) visit(child);
    };
    for (const key of roots) visit(key);
    return seen;
  };
  const fileOf = (key: string) => (manifest[key] as ManifestChunk).file;
  const sum = (chunkKeys: Iterable<string>) => {
    let total = 0;
    for (const key of chunkKeys) total += gzipSize(fileOf(key));
    return total;
  };
  const firebaseModulesOf = (file: string) =>
    chunkSources(distDir, file).filter((source) =>
      /node_modules\/(firebase|@firebase)\//.test(source),
    );

  const entryKey = keys.find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("The build manifest has no entry chunk");
  const entry = staticClosure([entryKey]);

  const declaredClosures = (declaredImports: StartupImport[]) =>
    declaredImports.map((declared) => {
      const matches = keys.filter((key) => declared.module.test(key));
      if (matches.length === 0) {
        throw new Error(
          `Start-up import ${declared.module} (${declared.why}) is not in the build manifest: update STARTUP_IMPORTS`,
        );
      }
      return { declared, closure: staticClosure(matches) };
    });
  const startup = declaredClosures(startupImports);
  const deferred = declaredClosures(deferredImports);
  const clientKey = keys.find((key) => key.includes("@sanity/client/dist/index"));

  const routeFiles = new Set(
    keys.filter((key) => key.startsWith("src/routes/")).map((key) => key.replace(/\?.*$/, "")),
  );
  const routes = [...routeFiles].sort().map((routeFile): RouteReport => {
    const route = routePath(routeFile);
    const splits = keys.filter((key) => isPageSplit(key, routeFile));
    const app = new Set([...entry, ...staticClosure(splits)]);
    const extra = new Set<string>();
    for (const { declared, closure } of startup) {
      if (declared.routes && !declared.routes.includes(route)) continue;
      for (const key of closure) if (!app.has(key)) extra.add(key);
    }
    const later = new Set<string>();
    for (const { declared, closure } of deferred) {
      if (declared.routes && !declared.routes.includes(route)) continue;
      for (const key of closure) if (!app.has(key) && !extra.has(key)) later.add(key);
    }
    const appFiles = [...app].map(fileOf);
    const startupFiles = [...extra].map(fileOf);
    const files = [...appFiles, ...startupFiles];
    return {
      route,
      routeFile,
      appFiles,
      appGzipBytes: sum(app),
      startupFiles,
      startupGzipBytes: sum(extra),
      files,
      totalGzipBytes: sum([...app, ...extra]),
      deferredFiles: [...later].map(fileOf),
      deferredGzipBytes: sum(later),
      firebaseModules: files.flatMap(firebaseModulesOf),
    };
  });
  return {
    entryGzipBytes: sum(entry),
    contentClientGzipBytes: clientKey
      ? sum([...staticClosure([clientKey])].filter((key) => !entry.has(key)))
      : 0,
    startupImports,
    routes,
  };
}

/**
 * The source modules bundled into one emitted chunk, from its source map (none
 * without one). scripts/build.ts moves the maps beside the build
 * (`<dist>-sourcemaps/`), so the host never serves them; a plain `vite build`
 * leaves them in place.
 */
export function chunkSources(distDir: string, file: string): string[] {
  for (const mapFile of [
    path.join(distDir, `${file}.map`),
    path.join(`${distDir}-sourcemaps`, `${file}.map`),
  ]) {
    try {
      const map = JSON.parse(readFileSync(mapFile, "utf8")) as { sources: string[] };
      return map.sources;
    } catch {
      // Try the next place.
    }
  }
  return [];
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
