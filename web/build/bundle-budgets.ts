/**
 * First-load JavaScript per route and its budget: the one source of the numbers
 * that size-limit checks (.size-limit.ts, `npm run bench:bundle`) and the e2e
 * bundle test checks against the build the test stack serves.
 *
 * A route's first load is what the prerendered HTML makes the browser download
 * before the page is interactive: the entry chunk and its static imports, and the
 * route's code-split chunks with theirs. That is exactly what the HTML
 * modulepreloads, so it is read from the same router manifest the build writes
 * into every page (router-manifest.ts). Each file is gzipped on its own (level 9),
 * as a server sends it (size-limit's `gzip: true`).
 *
 * Not counted: chunks fetched on a condition or an interaction (dialogs, the 404
 * page, Firebase on submit), what runs once the page is idle (the content check, live
 * content; @sanity/client only for a navigation or changed content), and
 * DEFERRED chunks: requested while hydrating but hydrated on their own after the
 * page is interactive (the e2e test checks in Chromium that nothing else loads).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { routerManifest, staticClosure, type ViteManifest } from "./router-manifest.ts";

/**
 * Issue 28's budget for every route: what a page downloads before it is interactive. In the
 * issue's unit: 150 KB is 150,000 bytes (size-limit and budgetBytes read "KB" so; "KiB" would
 * be 153,600).
 */
export const ROUTE_BUDGET = "150 KB";

/**
 * Routes not within ROUTE_BUDGET yet, held at what they load today (rounded up) so
 * they cannot grow while the rest is done. None since the contact pages' sections below the
 * hero hydrate when needed (docs/benchmarks.md, "JavaScript before the network is idle").
 * The e2e bundle test fails once a route listed here fits the budget, so an exception is
 * removed with the bytes.
 */
export const NOT_YET_WITHIN: Record<string, string> = {};

/**
 * A budget in bytes, read as size-limit reads it (its `parseBytes`): "150 KB" is 150,000
 * bytes, as issue 28 writes its budgets; "150 KiB" 153,600. A budget in any other form is a
 * mistake, so it throws rather than guess.
 */
export function budgetBytes(limit: string): number {
  const match = /^(\d+(?:\.\d+)?) ?(B|kB|KB|KiB)$/.exec(limit);
  if (!match) throw new Error(`bundle-budgets: "${limit}" is not a budget (e.g. "150 KB")`);
  const [, number = "", unit] = match;
  const factor = unit === "B" ? 1 : unit === "KiB" ? 1024 : 1000;
  return Math.floor(Number.parseFloat(number) * factor);
}

export function budgetOf(route: string): string {
  return NOT_YET_WITHIN[route] ?? ROUTE_BUDGET;
}

/**
 * Issue 28's other budget: every script a public page receives before the network is idle
 * (its first load, the parts in view, the content check and live content), gzipped file by
 * file. The e2e bundle test measures it in Chromium; `npm run bench:idle-js` prints it.
 */
export const BEFORE_IDLE_BUDGET = "150 KB";

/**
 * Routes over BEFORE_IDLE_BUDGET, held at what they receive today (rounded up), as
 * NOT_YET_WITHIN holds first loads. None since the city guides' places, the legal pages' text
 * and the links under the sign-up form hydrate when needed (docs/benchmarks.md, "JavaScript
 * before the network is idle"). The e2e bundle test fails once one listed here fits, so an
 * exception goes with the bytes.
 */
export const BEFORE_IDLE_NOT_YET_WITHIN: Record<string, string> = {};

export function beforeIdleBudgetOf(route: string): string {
  return BEFORE_IDLE_NOT_YET_WITHIN[route] ?? BEFORE_IDLE_BUDGET;
}

/** Routes that may load Firebase up front: they exist to talk to it. */
export const MEMBER_ROUTES = ["/{-$lang}/signup", "/{-$lang}/signin", "/{-$lang}/dashboard"];

/**
 * Deferred on every route: the header's language switch (components/layout/
 * load-language-switch.ts). Its links are in the HTML and work as plain links until it
 * hydrates, at the visitor's first interaction with the page.
 */
const DEFERRED_EVERYWHERE = /^src\/components\/layout\/language-switch\.tsx$/;

/**
 * A built page's renderer (features/page/page-sections.tsx) and its sections, one chunk per
 * type (sections/<type>/<type>-section.tsx) and a hero's offer (sections/hero/offer.tsx).
 */
const PAGE_SECTIONS = "features\\/page\\/page-sections|sections\\/[a-z-]+\\/[a-z-]+";
const PAGE_SECTION_CHUNK = new RegExp(`^src\\/(${PAGE_SECTIONS})\\.tsx$`);

/**
 * A legal page's text (features/legal/legal-body.tsx), at the visitor's first interaction: its
 * module, or the one chunk features/legal/chunk-groups.ts groups it into with Portable Text's renderer.
 */
const LEGAL_BODY = /^(src\/features\/legal\/legal-body\.tsx|_legal-body-[\w-]+\.js)$/;

/**
 * In the HTML, hydrated on their own: parts of a page whose code is requested when they are
 * needed (lib/hydration/hydrate-when-needed.tsx: near the viewport, or at the visitor's
 * first interaction), so only those in view on arrival load while the page does.
 */
export const DEFERRED: Record<string, RegExp> = {
  // The home page is a page built from sections too (slug "home").
  "/{-$lang}/": PAGE_SECTION_CHUNK,
  // Pages built from sections (features/page/page-sections.tsx): each section type is a
  // chunk, requested for the sections near the viewport. A city guide, on the same route,
  // requests none of them: its places below the hero are a chunk of their own, at the
  // visitor's first interaction (features/cities/load-city-sections.ts).
  "/{-$lang}/$city": new RegExp(
    `^src\\/(${PAGE_SECTIONS}|features\\/cities\\/city-sections)\\.tsx$`,
  ),
  "/{-$lang}/welcome-you-merchants": PAGE_SECTION_CHUNK,
  "/{-$lang}/merchant-contact": PAGE_SECTION_CHUNK,
  "/{-$lang}/hotel-contact": PAGE_SECTION_CHUNK,
  "/{-$lang}/merchant-stickers-shop": PAGE_SECTION_CHUNK,
  // features/legal/load-legal-body.ts: a legal page's text, with Portable Text's renderer.
  "/{-$lang}/terms": LEGAL_BODY,
  "/{-$lang}/privacy": LEGAL_BODY,
  // features/members/load-sign-up-links.ts: the links under the sign-up form.
  "/{-$lang}/signup": /^src\/features\/members\/sign-up-links\.tsx$/,
  "/{-$lang}/mt25": PAGE_SECTION_CHUNK,
};

export interface FirstLoad {
  route: string;
  /** Files under distDir, e.g. `assets/index-abc.js`. */
  files: string[];
  deferred: string[];
  limit: string;
}

export function readViteManifest(distDir: string): ViteManifest {
  return JSON.parse(readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8"));
}

export function firstLoads(distDir: string): FirstLoad[] {
  const vite = readViteManifest(distDir);
  const { routes } = routerManifest(vite, "");
  const root = routes.__root__;
  const shared = [...(root?.preloads ?? []), ...(root?.scripts ?? []).map((s) => s.attrs?.src)];
  return Object.entries(routes)
    .filter(([route]) => route !== "__root__")
    .map(([route, { preloads = [] }]) => {
      const files = [...new Set([...shared, ...preloads])].filter((file) => file !== undefined);
      const deferredModule = DEFERRED[route];
      // Several deferred modules (a built page's sections) share chunks: each file once.
      const deferred = [
        ...new Set(
          Object.keys(vite)
            .filter((key) => deferredModule?.test(key) || DEFERRED_EVERYWHERE.test(key))
            .flatMap((key) =>
              [...staticClosure(vite, key)].map((chunk) => vite[chunk]?.file ?? ""),
            ),
        ),
      ].filter((file) => !files.includes(file));
      return { route, files, deferred, limit: budgetOf(route) };
    });
}

/** size-limit's checks: one per route, its first load gzipped file by file. */
export function sizeLimitChecks(distDir: string) {
  return firstLoads(distDir).map(({ route, files, limit }) => ({
    name: route,
    path: files.map((file) => path.join(distDir, file)),
    gzip: true,
    limit,
  }));
}

/**
 * The source modules bundled into one emitted chunk, from its source map (none
 * without one). build.ts moves the maps beside the build
 * (`<dist>-sourcemaps/`), so the host never serves them; a plain `vite build`
 * leaves them in place.
 */
export function chunkSources(distDir: string, file: string): string[] {
  for (const map of [path.join(distDir, `${file}.map`), `${distDir}-sourcemaps/${file}.map`]) {
    try {
      return (JSON.parse(readFileSync(map, "utf8")) as { sources: string[] }).sources;
    } catch {
      // Try the next place.
    }
  }
  return [];
}
