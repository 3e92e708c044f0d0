/** An open public page that follows the lake's live events, for the live-content tests. */

import { LIVE_CONNECTED_MARK } from "@tastemap/web/live-content";
import type { Page } from "playwright-core";
import { pageMarked, siteUrl } from "./browser";
import type { PublicPage } from "./public-page";

/**
 * Opens `path` in the public page `opened` (the `publicPage` fixture), waits until the page
 * has hydrated and subscribed to live events, and marks the window: the mark is gone after
 * any reload, which proves a later change came in place.
 */
export async function openLivePage(opened: PublicPage, path: string): Promise<PublicPage> {
  const { page } = opened;
  await page.goto(siteUrl(path));
  await pageMarked(page, LIVE_CONNECTED_MARK, 30_000);
  await markPage(page);
  return opened;
}

/** Marks the window: stillSamePage is true until the document is replaced (a reload, a page load). */
export const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { liveProbe: number }).liveProbe = 1;
  });

/** True while the page marked by markPage (or opened by openLivePage) has not reloaded. */
export const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveProbe?: number }).liveProbe === 1);

/** Waits until the page shows `text` (visible text), and says how long that took in ms. */
export async function showsText(page: Page, text: string, timeout: number): Promise<number> {
  const started = Date.now();
  await page.waitForFunction((wanted) => document.body.textContent.includes(wanted), text, {
    timeout,
    polling: "raf",
  });
  return Date.now() - started;
}
