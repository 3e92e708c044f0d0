import { describe, expect, inject, it } from "vitest";
import { BUDGET_HOME_BYTES, isMemberRoute } from "../../scripts/lib/budgets";
import { bundleReport, chunkSources, kb } from "../../scripts/lib/bundle-report";
import { CITY_SLUGS_QUERY } from "../../web/src/lib/queries";
import { HYDRATED_IDLE_MARK } from "../../web/src/lib/sanity/refresh-if-stale";
import type { CITY_SLUGS_QUERY_RESULT } from "../../web/src/lib/sanity.types";
import { setUpBrowser, siteUrl } from "./support/browser";
import { content } from "./support/lake";
import { publicPage } from "./support/public-page";

// Bytes, not time: the production build the e2e stack serves must keep its budgets.
describe("bundle budgets of the production build", () => {
  const distDir = inject("stack").distDir;
  const report = bundleReport(distDir);
  const publicRoutes = report.routes.filter((route) => !isMemberRoute(route.route));
  const home = report.routes.find((route) => route.route === "/");

  it("knows every public route", () => {
    const routes = report.routes.map((route) => route.route);
    for (const route of ["/", "/{-$lang}/merchant-contact", "/merchant-stickers-shop", "/signup"]) {
      expect(routes).toContain(route);
    }
  });

  it("keeps @sanity/client out of every first load (the content is in the HTML)", () => {
    expect(report.contentClientGzipBytes).toBeGreaterThan(10 * 1024);
    const offenders = report.routes
      .filter((route) =>
        route.files.some((file) =>
          chunkSources(distDir, file).some((source) => /@sanity\/client\/dist/.test(source)),
        ),
      )
      .map((route) => route.route);
    expect(offenders).toEqual([]);
  });

  // The budget: everything / downloads before it is interactive, within 150 KB gzip.
  it(`keeps the first load of / within ${kb(BUDGET_HOME_BYTES)} gzip`, () => {
    expect(home).toBeDefined();
    expect(home?.totalGzipBytes).toBeLessThanOrEqual(BUDGET_HOME_BYTES);
  });

  it("never puts Firebase into a public route's first load", () => {
    expect(publicRoutes.length).toBeGreaterThan(5);
    const offenders = publicRoutes
      .filter((route) => route.firebaseModules.length > 0)
      .map((route) => route.route);
    expect(offenders).toEqual([]);
  });

  it("keeps @sanity/client's stega encoder and live listener out of every first load", () => {
    const offenders = report.routes.flatMap((route) =>
      route.files
        .flatMap((file) => chunkSources(distDir, file))
        .filter((source) => /stegaEncodeSourceMap|@sanity\/eventsource/.test(source))
        .map((source) => `${route.route}: ${source}`),
    );
    expect(offenders).toEqual([]);
  });
});

/**
 * The report is read from the build manifest and a list of start-up imports; this
 * checks it against what Chromium actually downloads: every script a prerendered
 * page requests before it is hydrated and idle must be counted in that route's
 * first load, and everything counted must really be requested while the page loads.
 */
describe("first-load JS counted by the report, checked in Chromium", () => {
  const report = bundleReport(inject("stack").distDir);

  const browser = setUpBrowser();

  async function scriptsOf(pathname: string) {
    // The redirect dialog is opted out (publicPage): it loads after first paint, on a condition.
    const { page, context } = await publicPage(browser());
    const requested: string[] = [];
    const siteOrigin = new URL(siteUrl("/")).origin;
    page.on("request", (request) => {
      const url = new URL(request.url());
      // The site's own bundle; third-party scripts (form embeds) are not in the budget.
      if (url.origin !== siteOrigin) return;
      if (request.resourceType() === "script" || url.pathname.endsWith(".js")) {
        requested.push(url.pathname.replace(/^\//, ""));
      }
    });
    try {
      await page.goto(siteUrl(pathname));
      await page.locator("main h1").first().waitFor({ timeout: 30_000 });
      // entry-client.tsx marks the first idle moment after hydration (when the
      // content check starts).
      await page.waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        HYDRATED_IDLE_MARK,
        { timeout: 30_000 },
      );
      await page.waitForLoadState("networkidle");
      const { idleAt, scripts } = await page.evaluate(
        ([origin, mark]) => {
          const entries = performance.getEntriesByType("resource").map((entry) => ({
            url: new URL(entry.name),
            startTime: entry.startTime,
          }));
          return {
            idleAt: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
            scripts: entries
              .filter(({ url }) => url.origin === origin && url.pathname.endsWith(".js"))
              .map(({ url, startTime }) => ({ file: url.pathname.replace(/^\//, ""), startTime })),
          };
        },
        [siteOrigin, HYDRATED_IDLE_MARK] as const,
      );
      expect(Number.isFinite(idleAt), "the page never became idle after hydrating").toBe(true);
      // Requested before the page was hydrated and idle: on the path to interactive.
      const beforeContent = scripts
        .filter((script) => script.startTime < idleAt)
        .map((script) => script.file);
      return { beforeContent, afterLoad: [...requested] };
    } finally {
      await context.close();
    }
  }

  const cases = [
    { route: "/", path: () => Promise.resolve("/") },
    {
      route: "/$city",
      path: async () => {
        const cities = await content<CITY_SLUGS_QUERY_RESULT>(CITY_SLUGS_QUERY);
        return `/${cities[0]?.slug}`;
      },
    },
    { route: "/privacy", path: () => Promise.resolve("/privacy") },
    { route: "/{-$lang}/merchant-contact", path: () => Promise.resolve("/merchant-contact") },
    { route: "/merchant-stickers-shop", path: () => Promise.resolve("/merchant-stickers-shop") },
  ];

  for (const { route, path } of cases) {
    it(`${route}: the scripts loaded before the content are the ones counted`, async () => {
      const entry = report.routes.find((candidate) => candidate.route === route);
      const counted = entry?.files;
      expect(counted, `no report for ${route}`).toBeDefined();
      const { beforeContent, afterLoad } = await scriptsOf(await path());
      expect(beforeContent.length).toBeGreaterThan(0);
      // Deferred chunks (the home page's lower sections) are declared, not counted.
      const declared = [...(counted ?? []), ...(entry?.deferredFiles ?? [])];
      expect(beforeContent.filter((file) => !declared.includes(file))).toEqual([]);
      expect(counted?.filter((file) => !afterLoad.includes(file))).toEqual([]);
    });
  }
});
