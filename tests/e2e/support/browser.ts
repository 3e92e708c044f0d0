/**
 * Real Chromium for the end-to-end suite: Debian's package, driven by
 * playwright-core (Playwright's own browser download cannot work offline).
 */
import AxeBuilder from "@axe-core/playwright";
import { launchChromium } from "@tastemap/scripts/chromium";
import { CONTENT_CHECKED_MARK } from "@tastemap/web/refresh-if-stale";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { EventLog, watchBrowser } from "./page-events";

/** What this file's pages reported during the current test (failure-report.ts). */
export const browserEvents = new EventLog();

async function launchBrowser(): Promise<Browser> {
  const browser = watchBrowser(await launchChromium(), browserEvents);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser["newContext"]>) => {
    const context = await newContext(...args);
    context.on("page", readyAfterGoto);
    return context;
  };
  return browser;
}

/**
 * One Chromium for the tests of the calling file (or describe block): launched
 * before the first, closed after the last. Call it where `beforeAll` would go;
 * the function it returns gives the browser inside tests and helpers.
 */
export function setUpBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser)
      throw new Error("setUpBrowser: the browser exists only while this file's tests run");
    return browser;
  };
}

/**
 * expect.poll with room for a slow machine: the stack shares two CPU cores
 * with the browser, and vitest's default (1 s) is shorter than a cold page load.
 */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 20_000, interval: 100 });
}

/**
 * Waits until the page is hydrated and has compared the content it was
 * prerendered with to the lake's, reloading it if it changed
 * (web/src/lib/sanity/refresh-if-stale.ts). Tests that change content and then
 * open a page read the page after this.
 */
export async function contentChecked(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    CONTENT_CHECKED_MARK,
    { timeout },
  );
}

/**
 * A prerendered page is on screen before it is hydrated: a click that early is
 * a plain page load, and the page may still reload content changed since the
 * build. After `page.goto` to a site page (default `load`), this waits until the
 * page is hydrated and has checked its content (the mark that
 * web/src/lib/sanity/refresh-if-stale.ts sets), as a visitor's next action
 * would come after. If the mark never comes (no script ran), the test goes on
 * and fails on what it checks, with the page's events in its report.
 */
function readyAfterGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const waitUntil = options?.waitUntil ?? "load";
    const site = new URL(inject("stack").webUrl).origin;
    if (
      (waitUntil === "load" || waitUntil === "networkidle") &&
      new URL(page.url()).origin === site
    ) {
      await contentChecked(page, 15_000).catch(() => undefined);
    }
    return response;
  };
}

/**
 * Waits for the page's load event and then until it has asked for nothing new for `quietMs`:
 * what Playwright's "networkidle" meant before @sanity/client 8. The live stream is a `fetch`
 * that never ends (client 8 reads it with the `eventsource` package, not the browser's
 * EventSource), so "networkidle" never comes on a page that follows live content.
 */
export async function requestsSettled(page: Page, quietMs = 1_000, timeout = 30_000) {
  await page.waitForLoadState("load", { timeout });
  let requested = 0;
  const count = () => {
    requested += 1;
  };
  page.on("request", count);
  try {
    const started = Date.now();
    let seen = -1;
    while (seen !== requested) {
      if (Date.now() - started > timeout)
        throw new Error(`requests still starting after ${timeout} ms`);
      seen = requested;
      await page.waitForTimeout(quietMs);
    }
  } finally {
    page.off("request", count);
  }
}

/** The text of the page's one h1, once it is there. */
export async function h1Text(page: Page): Promise<string | null> {
  return await page.getByRole("heading", { level: 1 }).textContent();
}

export function siteUrl(pathname: string): string {
  return new URL(pathname, inject("stack").webUrl).toString();
}

/** Collects uncaught page errors so a test can assert that none happened. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Runs axe on the current page (or only the part `include` selects) and
 * returns its violations (ids and targets).
 * Besides axe's default rules it checks "label in name" (WCAG 2.5.3): axe
 * marks that rule experimental, but Lighthouse runs it, and a voice-control
 * user saying a link's visible text needs it to be in the link's name.
 */
export async function axeViolations(page: Page, options: { include?: string } = {}) {
  const builder = new AxeBuilder({ page }).options({
    rules: { "label-content-name-mismatch": { enabled: true } },
  });
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}
