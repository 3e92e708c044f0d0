/**
 * The browser side of the end-to-end suite: the worker's Chromium (Debian's package, launched
 * by Playwright as playwright.config.ts says; Playwright's own browser download cannot work
 * offline) and what tests do with its pages. The pages themselves come from fixtures
 * (fixtures.ts), which close them.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "./fixtures";
import { e2eStack } from "./stack";

/**
 * expect.poll with room for a slow machine: the stack shares two CPU cores
 * with the browser, and a cold page load takes longer than a default poll.
 */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 20_000, intervals: [100] });
}

export { contentChecked, pageMarked } from "./page-ready";

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
  return new URL(pathname, e2eStack().webUrl).toString();
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
