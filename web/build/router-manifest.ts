/**
 * TanStack Router's asset manifest, made from Vite's build manifest: the entry
 * script every page loads, and per route the chunks it needs. <HeadContent>
 * turns `preloads` into <link rel="modulepreload"> (so the browser fetches a
 * page's chunks alongside the entry instead of after it) and <Scripts> writes
 * the entry's <script type="module">; the same manifest travels to the client
 * in the hydration data, so both render the same tags. The build then moves both
 * into an inline script that adds them after the first paint (after-first-paint.ts).
 */
import type { Manifest } from "@tanstack/router-core";

interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  /** Chunks this one imports with `import()`: loaded when that code runs. */
  dynamicImports?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

const ROUTE_MODULE = /^src\/routes\/(.+)\.tsx(?:\?.*)?$/;

/**
 * `src/routes/{-$lang}/mt25.tsx?tsr-split=component` -> `/{-$lang}/mt25`; index -> `/`,
 * a folder's index -> `/{-$lang}/` (TanStack Router's id keeps the trailing slash).
 */
export function routeIdOfModule(key: string): string | undefined {
  const file = ROUTE_MODULE.exec(key)?.[1];
  if (!file) return undefined;
  if (file === "__root") return "__root__";
  const path = file.replace(/(^|\/)index$/, "$1");
  return `/${path}`;
}

/** The chunk `key` and every chunk it imports statically. */
export function staticClosure(
  manifest: ViteManifest,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function routerManifest(vite: ViteManifest, base = "/"): Manifest {
  const entryKey = Object.keys(vite).find((key) => vite[key]?.isEntry);
  const entry = entryKey ? vite[entryKey] : undefined;
  if (!entryKey || !entry) throw new Error("router manifest: Vite's manifest has no entry chunk");
  const url = (key: string) => `${base}${vite[key]?.file}`;

  const entryFiles = staticClosure(vite, entryKey);
  const routes: Manifest["routes"] = {
    __root__: {
      preloads: [...entryFiles].filter((key) => key !== entryKey).map(url),
      scripts: [{ attrs: { type: "module", src: url(entryKey) } }],
    },
  };
  for (const key of Object.keys(vite)) {
    const routeId = routeIdOfModule(key);
    if (!routeId || routeId === "__root__" || entryFiles.has(key)) continue;
    const files = [...staticClosure(vite, key)].filter((file) => !entryFiles.has(file)).map(url);
    const previous = routes[routeId]?.preloads ?? [];
    routes[routeId] = { preloads: [...new Set([...previous, ...files])] };
  }
  return { routes } as Manifest;
}
