import { readFileSync } from "node:fs";
import path, { join } from "node:path";
import { gzipSync } from "node:zlib";
import {
  BEFORE_IDLE_BUDGET,
  BEFORE_IDLE_NOT_YET_WITHIN,
  beforeIdleBudgetOf,
  budgetBytes,
  chunkSources,
  type FirstLoad,
  firstLoads,
  MEMBER_ROUTES,
  NOT_YET_WITHIN,
  ROUTE_BUDGET,
  readViteManifest,
} from "@tastemap/web/bundle-budgets";
import { COMPILE_HINT } from "@tastemap/web/compile-hints";
import { PREFETCH_MARK } from "@tastemap/web/first-touch";
import { LIVE_CONNECTED_MARK } from "@tastemap/web/live-content";
import { CONTENT_CHECKED_MARK, HYDRATED_IDLE_MARK } from "@tastemap/web/refresh-if-stale";
import { execa } from "execa";
import { pageMarked, requestsSettled, siteUrl } from "./support/browser";
import { mt25AllowedRefs } from "./support/built-page";
import { expect, type OpenPublicPage, test } from "./support/fixtures";
import { seededCities } from "./support/seed";
import { e2eStack } from "./support/stack";

const root = path.resolve(import.meta.dirname, "../..");

// Bytes, not time: the production build the e2e stack serves must keep its budgets.
test.describe("bundle budgets of the production build", () => {
  // Read once the stack has built the site (Playwright lists the tests before global setup).
  let distDir = "";
  let loads: FirstLoad[] = [];
  let publicRoutes: FirstLoad[] = [];
  test.beforeAll(() => {
    distDir = e2eStack().distDir;
    loads = firstLoads(distDir);
    publicRoutes = loads.filter((load) => !MEMBER_ROUTES.includes(load.route));
  });

  test("knows every public route", () => {
    const routes = loads.map((load) => load.route);
    for (const route of [
      "/{-$lang}/",
      "/{-$lang}/merchant-contact",
      "/{-$lang}/merchant-stickers-shop",
      "/{-$lang}/signup",
    ]) {
      expect(routes).toContain(route);
    }
  });

  // The budgets of .size-limit.ts (web/build/bundle-budgets.ts), checked by size-limit itself.
  test(`keeps every route within ${ROUTE_BUDGET} gzip, or its declared ceiling until it is`, async () => {
    const run = await execa(path.join(root, "node_modules/.bin/size-limit"), ["--json"], {
      cwd: root,
      env: { SIZE_LIMIT_DIST: distDir },
      reject: false,
    });
    const checks = JSON.parse(run.stdout) as Array<{
      name: string;
      passed?: boolean;
      size: number;
    }>;
    expect(checks.map((check) => check.name).sort()).toEqual(loads.map((l) => l.route).sort());
    // Every route has a budget.
    expect(checks.filter((check) => check.passed === undefined).map((check) => check.name)).toEqual(
      [],
    );
    expect(
      checks.filter((check) => check.passed === false),
      run.stdout,
    ).toEqual([]);
    expect(run.exitCode).toBe(0);
    // An exception that fits the budget now is removed, so it cannot grow back.
    expect(
      checks
        .filter((check) => check.name in NOT_YET_WITHIN && check.size <= budgetBytes(ROUTE_BUDGET))
        .map((check) => `${check.name} (${check.size} B)`),
    ).toEqual([]);
  });

  test("starts the entry chunk with V8's compile hint, and no other chunk", () => {
    const chunks = Object.values(readViteManifest(distDir)).filter((chunk) =>
      chunk.file.endsWith(".js"),
    );
    const firstLine = (file: string) => readFileSync(join(distDir, file), "utf8").split("\n", 1)[0];
    const hinted = chunks.filter((chunk) => firstLine(chunk.file) === COMPILE_HINT);
    expect(hinted.map((chunk) => chunk.isEntry)).toEqual([true]);
  });

  test("keeps @sanity/client out of every first load (the content is in the HTML)", () => {
    // The client is in the build, as a chunk of its own (found by its sources: the bundler
    // names a chunk it shares with the preview's stega code after the chunk, not the module)...
    const chunks = Object.values(readViteManifest(distDir)).map((chunk) => chunk.file);
    const isClient = (source: string) => /@sanity\/client\/dist\/index/.test(source);
    expect(chunks.filter((file) => chunkSources(distDir, file).some(isClient))).toHaveLength(1);
    // ...that no page loads up front.
    const offenders = loads
      .filter((load) =>
        load.files.some((file) =>
          chunkSources(distDir, file).some((source) => /@sanity\/client\/dist/.test(source)),
        ),
      )
      .map((load) => load.route);
    expect(offenders).toEqual([]);
  });

  test("never puts Firebase into a public route's first load", () => {
    expect(publicRoutes.length).toBeGreaterThan(5);
    const offenders = publicRoutes
      .filter((load) =>
        load.files.some((file) =>
          chunkSources(distDir, file).some((source) =>
            /node_modules\/(firebase|@firebase)\//.test(source),
          ),
        ),
      )
      .map((load) => load.route);
    expect(offenders).toEqual([]);
  });

  test("keeps @sanity/client's stega encoder and live listener out of every first load", () => {
    const offenders = loads.flatMap((load) =>
      load.files
        .flatMap((file) => chunkSources(distDir, file))
        // The live listener: @sanity/eventsource (client 7) or the eventsource package (8).
        .filter((source) => /stegaEncodeSourceMap|(?:^|\/)(?:@sanity\/)?eventsource\//.test(source))
        .map((source) => `${load.route}: ${source}`),
    );
    expect(offenders).toEqual([]);
  });
});

/**
 * The first loads are read from the router manifest the HTML preloads; this
 * checks them against what Chromium actually downloads: every script a prerendered
 * page requests before it is hydrated and idle must be counted in that route's
 * first load, and everything counted must really be requested while the page loads.
 */
test.describe("first-load JS counted by the budgets, checked in Chromium", () => {
  let loads: FirstLoad[] = [];
  test.beforeAll(() => {
    loads = firstLoads(e2eStack().distDir);
  });

  async function scriptsOf(openPublicPage: OpenPublicPage, pathname: string) {
    // The redirect dialog is opted out (publicPage): it loads after first paint, on a condition.
    // Lighthouse's mobile viewport: what is in view on arrival is what loads (decision 0037).
    const { page } = await openPublicPage({
      viewport: { width: 412, height: 823 },
    });
    const requested: string[] = [];
    const siteOrigin = new URL(siteUrl("/")).origin;
    page.on("request", (request) => {
      const url = new URL(request.url());
      // The site's own bundle (/assets/); form embeds are not in the budget, whether a
      // provider's or the seeded stand-in the site serves (/forms/embed.js).
      if (url.origin !== siteOrigin || !url.pathname.startsWith("/assets/")) return;
      if (request.resourceType() === "script" || url.pathname.endsWith(".js")) {
        requested.push(url.pathname.replace(/^\//, ""));
      }
    });
    await page.goto(siteUrl(pathname));
    await page.locator("main h1").first().waitFor({ timeout: 30_000 });
    // entry-client.tsx marks the first idle moment after hydration (when the
    // content check starts).
    await pageMarked(page, HYDRATED_IDLE_MARK, 30_000);
    // And live content connected (its own chunk, once the content is checked), then nothing
    // new asked for (the live stream itself stays open).
    await pageMarked(page, LIVE_CONNECTED_MARK, 30_000);
    await requestsSettled(page);
    // Whether the content check found newer content than the build's (earlier test files
    // publish to the lake): only then may the page have needed @sanity/client.
    const reloaded = await page.evaluate((mark) => {
      const entry = performance.getEntriesByName(mark)[0] as PerformanceMark | undefined;
      return (entry?.detail as { reloaded?: boolean } | null)?.reloaded === true;
    }, CONTENT_CHECKED_MARK);
    const { idleAt, prefetchAt, scripts } = await page.evaluate(
      ([origin, mark, prefetchMark]) => {
        const entries = performance.getEntriesByType("resource").map((entry) => ({
          url: new URL(entry.name),
          startTime: entry.startTime,
        }));
        return {
          idleAt: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
          prefetchAt:
            performance.getEntriesByName(prefetchMark)[0]?.startTime ?? Number.POSITIVE_INFINITY,
          scripts: entries
            .filter(
              ({ url }) =>
                url.origin === origin &&
                url.pathname.startsWith("/assets/") &&
                url.pathname.endsWith(".js"),
            )
            .map(({ url, startTime }) => ({ file: url.pathname.replace(/^\//, ""), startTime })),
        };
      },
      [siteOrigin, HYDRATED_IDLE_MARK, PREFETCH_MARK] as const,
    );
    expect(Number.isFinite(idleAt), "the page never became idle after hydrating").toBe(true);
    // Requested before the page was hydrated and idle: on the path to interactive.
    const beforeContent = scripts
      .filter((script) => script.startTime < idleAt)
      .map((script) => script.file);
    // The parts' code fetched once the page is idle and following live events (ADR 0046) is
    // not what the page received before idle.
    const prefetched = new Set(
      scripts.filter((script) => script.startTime >= prefetchAt).map((script) => script.file),
    );
    const afterLoad = requested.filter(
      (file) => !prefetched.has(file) || beforeContent.includes(file),
    );
    return { beforeContent, afterLoad, reloaded };
  }

  const cases = [
    { route: "/{-$lang}/", path: () => Promise.resolve("/") },
    {
      route: "/{-$lang}/$city",
      path: async () => {
        const [city] = await seededCities();
        return `/${city?.slug}`;
      },
    },
    { route: "/{-$lang}/privacy", path: () => Promise.resolve("/privacy") },
    { route: "/{-$lang}/merchant-contact", path: () => Promise.resolve("/merchant-contact") },
    {
      route: "/{-$lang}/merchant-stickers-shop",
      path: () => Promise.resolve("/merchant-stickers-shop"),
    },
    {
      route: "/{-$lang}/mt25",
      path: async () => {
        const [ref] = await mt25AllowedRefs();
        return `/mt25?ref=${ref}`;
      },
    },
    { route: "/{-$lang}/signup", path: () => Promise.resolve("/signup") },
  ];

  // The content client's chunk: a page checks its content and follows live events without it.
  let distDir = "";
  let clientChunks: string[] = [];
  test.beforeAll(() => {
    distDir = e2eStack().distDir;
    clientChunks = Object.values(readViteManifest(distDir))
      .map((chunk) => chunk.file)
      .filter((file) =>
        chunkSources(distDir, file).some((source) => /@sanity\/client\/dist/.test(source)),
      );
  });

  for (const { route, path } of cases) {
    test(`${route}: the scripts loaded before the content are the ones counted`, async ({
      openPublicPage,
    }) => {
      const entry = loads.find((candidate) => candidate.route === route);
      const counted = entry?.files;
      // A route's first load holds at least its entry chunk.
      expect(counted?.length ?? 0, `no report for ${route}`).toBeGreaterThan(0);
      const { beforeContent, afterLoad, reloaded } = await scriptsOf(openPublicPage, await path());
      expect(beforeContent.length).toBeGreaterThan(0);
      // Deferred chunks (the home page's lower sections) are declared, not counted.
      const declared = [...(counted ?? []), ...(entry?.deferred ?? [])];
      expect(beforeContent.filter((file) => !declared.includes(file))).toEqual([]);
      expect(counted?.filter((file) => !afterLoad.includes(file))).toEqual([]);
      // Never on the path to interactive; and hydrated, checked and following live events, the
      // page has still not needed @sanity/client unless the check found newer content.
      expect(clientChunks.length).toBeGreaterThan(0);
      expect(beforeContent.filter((file) => clientChunks.includes(file))).toEqual([]);
      if (!reloaded) expect(afterLoad.filter((file) => clientChunks.includes(file))).toEqual([]);
      // Issue 28: everything the page received once its network is idle, within budget. Not
      // when the check found newer content (earlier test files publish): the page then renders
      // its parts anew with it, which loads their code and the content client.
      if (reloaded) return;
      const beforeIdle = afterLoad
        .filter((file) => !clientChunks.includes(file))
        .reduce(
          (sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
          0,
        );
      const budget = beforeIdleBudgetOf(route);
      expect(beforeIdle, `${route}: ${afterLoad.join(", ")}`).toBeLessThanOrEqual(
        budgetBytes(budget),
      );
      // An exception that fits the budget now is removed, so it cannot grow back.
      if (route in BEFORE_IDLE_NOT_YET_WITHIN) {
        expect(beforeIdle, `${route} fits ${BEFORE_IDLE_BUDGET} now`).toBeGreaterThan(
          budgetBytes(BEFORE_IDLE_BUDGET),
        );
      }
    });
  }
});
