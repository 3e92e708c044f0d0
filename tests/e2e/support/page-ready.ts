/**
 * A prerendered page is on screen before it is hydrated: a click that early is a plain page
 * load, and the page may still reload content changed since the build. These wait until the
 * page is hydrated and has compared its content with the lake's
 * (web/src/lib/sanity/refresh-if-stale.ts), as a visitor's next action would come after.
 */
import { CONTENT_CHECKED_MARK } from "@tastemap/web/refresh-if-stale";
import type { Page } from "playwright-core";
import { e2eStack } from "./stack";

/**
 * Waits until the page has set the performance mark `mark`: the site marks its moments
 * (hydrated and idle, content checked, live connected; web/src/lib/sanity/refresh-if-stale.ts
 * and live-content.ts) so a test can wait for one instead of guessing a delay.
 */
export async function pageMarked(page: Page, mark: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, {
    timeout,
  });
}

/**
 * Waits until the page is hydrated and has checked its content, reloading it if it changed.
 * Tests that change content and then open a page read the page after this.
 */
export async function contentChecked(page: Page, timeout = 30_000): Promise<void> {
  await pageMarked(page, CONTENT_CHECKED_MARK, timeout);
}

/**
 * After `page.goto` to a site page (default `load`), waits for contentChecked. If the mark
 * never comes (no script ran), the test goes on and fails on what it checks, with the page's
 * events in its report (fixtures.ts).
 */
export function readyAfterGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const waitUntil = options?.waitUntil ?? "load";
    const site = new URL(e2eStack().webUrl).origin;
    if (
      (waitUntil === "load" || waitUntil === "networkidle") &&
      new URL(page.url()).origin === site
    ) {
      await contentChecked(page, 15_000).catch(() => undefined);
    }
    return response;
  };
}
