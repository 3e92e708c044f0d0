/**
 * INP-style check (issue 28): once a prerendered page is hydrated, the first tap
 * on its main control is handled within 50 ms: the home page's header menu
 * button and language switch at phone width, and the shop's Buy button. The switch and
 * the shop's product list hydrate at the visitor's first interaction with the page (the
 * switch's links work as plain links until then, a tap on Buy is held until its code is
 * there): the test moves the pointer, waits for them to hydrate, then taps.
 *
 * Measured in the page, around the event: from the click's first listener (a
 * capture listener on window) to the end of its processing, React's commit
 * included (a microtask queued by a bubbling window listener runs after the one
 * React queues for its discrete update). That is processing time, like the Event
 * Timing API's processingEnd - processingStart, not wall-clock time to the next
 * paint, which a loaded machine stretches. On a shared machine one measurement
 * can still include time the OS gave other processes, so each check takes the
 * best of three fresh page loads: the page's own cost is the lowest of them.
 */

import { HYDRATED_IDLE_MARK } from "@tastemap/web/refresh-if-stale";
import type { Locator, Page } from "playwright-core";
import { pageMarked, siteUrl } from "./support/browser";
import { builtPage, sectionOf } from "./support/built-page";
import { expect, type OpenPublicPage, test } from "./support/fixtures";

const BUDGET_MS = 50;
const LOADS = 3;
let buyLabel: string;

test.beforeAll(async () => {
  const shop = await builtPage("merchant-stickers-shop", "en");
  const label = sectionOf(shop, "productList").products[0]?.buttonText;
  if (!label) throw new Error("seed content missing: a sticker product with a button");
  buyLabel = label;
});

declare global {
  interface Window {
    __firstTap?: { started: number; processed: number };
  }
}

/** Records the first click's processing in the page (see the file's comment). */
function instrumentFirstTap() {
  let started = Number.NaN;
  // Capture on window: before any of the page's own listeners (React's are on the document).
  window.addEventListener(
    "click",
    () => {
      if (Number.isNaN(started)) started = performance.now();
    },
    { capture: true },
  );
  // Bubble on window: after them; the microtask runs after React's own flush.
  window.addEventListener("click", () => {
    queueMicrotask(() => {
      window.__firstTap ??= { started, processed: performance.now() };
    });
  });
}

async function firstTapMs(
  openPublicPage: OpenPublicPage,
  path: string,
  target: (page: Page) => Locator,
  settled: (page: Page) => Locator,
  beforeTap?: (page: Page) => Promise<void>,
) {
  // Page errors are not this test's business: the buy dialog's storefront script is answered
  // with publicPage's stand-in HTML, which does not parse as a script.
  const { page } = await openPublicPage({
    viewport: { width: 390, height: 844 },
  });
  await page.addInitScript(instrumentFirstTap);
  await page.goto(siteUrl(path));
  // Hydrated and idle: the moment the check is about.
  await pageMarked(page, HYDRATED_IDLE_MARK, 30_000);
  await beforeTap?.(page);
  await target(page).click();
  await settled(page).waitFor({ timeout: 15_000 });
  const tap = await page.evaluate(() => window.__firstTap);
  expect(tap, "the tap was not seen by the page").toEqual({
    started: expect.any(Number),
    processed: expect.any(Number),
  });
  // Its context stays open until the test ends (the fixture closes it): leave the page, so it
  // runs nothing beside the next load's measurement.
  await page.goto("about:blank");
  return (tap?.processed ?? Number.NaN) - (tap?.started ?? Number.NaN);
}

async function bestOf(measure: () => Promise<number>): Promise<number> {
  const runs: number[] = [];
  for (let run = 0; run < LOADS; run += 1) {
    runs.push(await measure());
    if ((runs.at(-1) ?? Number.POSITIVE_INFINITY) <= BUDGET_MS) break;
  }
  return Math.min(...runs);
}

test.describe("first tap after hydration (INP-style)", () => {
  test(`opens the home page's menu within ${BUDGET_MS} ms`, async ({ openPublicPage }) => {
    const ms = await bestOf(() =>
      firstTapMs(
        openPublicPage,
        "/",
        (page) => page.locator("header button[aria-expanded]"),
        (page) => page.locator('header button[aria-expanded="true"]'),
      ),
    );
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThanOrEqual(BUDGET_MS);
  });

  test(`follows the home page's language switch within ${BUDGET_MS} ms`, async ({
    openPublicPage,
  }) => {
    const ms = await bestOf(() =>
      firstTapMs(
        openPublicPage,
        "/",
        (page) => page.locator('header nav[data-hydrated] a[hreflang="it"]'),
        // The router's navigation, not a page load: the Italian home page's language.
        (page) => page.locator('html[lang="it"] header nav[data-hydrated]'),
        async (page) => {
          await page.mouse.move(10, 10);
          await page.locator("header nav[data-hydrated]").waitFor({ timeout: 15_000 });
        },
      ),
    );
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThanOrEqual(BUDGET_MS);
  });

  test(`answers the shop's Buy button within ${BUDGET_MS} ms`, async ({ openPublicPage }) => {
    const buy = (page: Page) => page.getByRole("button", { name: buyLabel }).first();
    const ms = await bestOf(() =>
      firstTapMs(
        openPublicPage,
        "/merchant-stickers-shop",
        buy,
        (page) => page.getByRole("dialog"),
        async (page) => {
          // The product list hydrates at the visitor's first interaction (decision 0037): a
          // tap before that waits for its code and is given back after (shop.test.ts). This
          // check is about the tap on a hydrated button, so the pointer moves first, and the
          // tap comes once React has hydrated the button (it carries React's props then).
          await page.mouse.move(10, 10);
          await expect
            .poll(
              () =>
                buy(page).evaluate((button) =>
                  Object.keys(button).some((key) => key.startsWith("__reactProps$")),
                ),
              { timeout: 15_000 },
            )
            .toBe(true);
        },
      ),
    );
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThanOrEqual(BUDGET_MS);
  });
});
