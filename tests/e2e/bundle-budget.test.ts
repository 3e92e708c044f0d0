import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { BUDGET_HOME_BYTES, isMemberRoute } from "../../scripts/lib/budgets";
import { bundleReport, chunkSources, kb } from "../../scripts/lib/bundle-report";
import { CITY_SLUGS_QUERY } from "../../web/src/lib/queries";
import type { CITY_SLUGS_QUERY_RESULT } from "../../web/src/lib/sanity.types";
import { content, publicPage } from "./public-support";
import { launchBrowser, siteUrl } from "./support/browser";

// Bytes, not time: the production build the e2e stack serves must keep its budgets.
describe("bundle budgets of the production build", () => {
  const distDir = inject("stack").distDir;
  const report = bundleReport(distDir);
  const publicRoutes = report.routes.filter((route) => !isMemberRoute(route.route));
  const home = report.routes.find((route) => route.route === "/");

  it("knows every public route", () => {
    const routes = report.routes.map((route) => route.route);
    for (const route of ["/", "/merchant-contact", "/merchant-stickers-shop", "/signup"]) {
      expect(routes).toContain(route);
    }
  });

  it("counts the @sanity/client chunk in every route's first load", () => {
    expect(report.contentClientGzipBytes).toBeGreaterThan(10 * 1024);
    for (const route of report.routes) {
      expect(route.totalGzipBytes).toBeGreaterThanOrEqual(
        route.appGzipBytes + report.contentClientGzipBytes,
      );
    }
  });

  // The budget: everything / downloads before it shows its content, the
  // content client included, within 150 KB gzip.
  it(`keeps the first load of / (content client included) within ${kb(BUDGET_HOME_BYTES)} gzip`, () => {
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
 * checks it against what Chromium actually downloads: every script a public page
 * requests before its h1 enters the DOM must be counted in that route's first
 * load, and everything counted must really be requested while the page loads.
 */
describe("first-load JS counted by the report, checked in Chromium", () => {
  let browser: Browser;
  const report = bundleReport(inject("stack").distDir);

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function scriptsOf(pathname: string) {
    // The redirect dialog is opted out (publicPage): it loads after first paint, on a condition.
    const { page, context } = await publicPage(browser);
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
    // The instant the page's h1 (with text) enters the DOM, on the page's own clock,
    // so the split below does not depend on how quickly Playwright polls.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelector("main h1")?.textContent?.trim()) {
          Reflect.set(window, "__h1At", performance.now());
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    });
    try {
      await page.goto(siteUrl(pathname));
      await page.locator("main h1").first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState("networkidle");
      const { h1At, scripts } = await page.evaluate((origin) => {
        const entries = performance.getEntriesByType("resource").map((entry) => ({
          url: new URL(entry.name),
          startTime: entry.startTime,
        }));
        return {
          h1At: Number(Reflect.get(window, "__h1At")),
          scripts: entries
            .filter(({ url }) => url.origin === origin && url.pathname.endsWith(".js"))
            .map(({ url, startTime }) => ({ file: url.pathname.replace(/^\//, ""), startTime })),
        };
      }, siteOrigin);
      expect(Number.isFinite(h1At), "the h1 was never seen entering the DOM").toBe(true);
      // Requested before the h1 existed: on the path to the first content.
      const beforeContent = scripts
        .filter((script) => script.startTime < h1At)
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
    { route: "/merchant-contact", path: () => Promise.resolve("/merchant-contact") },
    { route: "/merchant-stickers-shop", path: () => Promise.resolve("/merchant-stickers-shop") },
  ];

  for (const { route, path } of cases) {
    it(`${route}: the scripts loaded before the content are the ones counted`, async () => {
      const counted = report.routes.find((entry) => entry.route === route)?.files;
      expect(counted, `no report for ${route}`).toBeDefined();
      const { beforeContent, afterLoad } = await scriptsOf(await path());
      expect(beforeContent.length).toBeGreaterThan(0);
      expect(beforeContent.filter((file) => !counted?.includes(file))).toEqual([]);
      expect(counted?.filter((file) => !afterLoad.includes(file))).toEqual([]);
    });
  }
});
