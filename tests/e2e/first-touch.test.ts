/**
 * The first touch always works (issue 37): on the phone profile (4x CPU, slow 4G), each
 * interactive control of the production build is tapped 100 ms after the page's first
 * contentful paint, long before its code has run, and the page must answer it; a form sent
 * that early must not put a single entry in an address. The controls and how each answers are
 * bench/first-touch.ts, which `npm run bench:first-touch` repeats 20 times each.
 */
import { leakedIn, TOUCH_CONTROLS, touchEarly } from "@tastemap/bench/first-touch";
import { FIRST_TOUCH_SCRIPT } from "@tastemap/web/first-touch-script";
import { CONTENT_CHECKED_MARK, HYDRATED_IDLE_MARK } from "@tastemap/web/refresh-if-stale";
import { pageMarked } from "./support/browser";
import { presetConsent } from "./support/consent";
import { expect, test } from "./support/fixtures";
import { e2eStack } from "./support/stack";

const ANSWER_TIMEOUT_MS = 20_000;

test.describe("a tap right after the first paint, on a throttled phone", () => {
  // A throttled page load, then up to ANSWER_TIMEOUT_MS for the answer.
  test.describe.configure({ timeout: 90_000 });

  for (const control of TOUCH_CONTROLS) {
    // A visitor's throttled phone whose requests never leave the stack (the `phonePage` fixture).
    test(`${control.name} is answered`, async ({ phonePage }) => {
      const touch = await touchEarly(
        phonePage,
        e2eStack().webUrl,
        control,
        ANSWER_TIMEOUT_MS,
        true,
      );
      expect(touch.error).toBeUndefined();
      expect(touch.answered).toBe(true);
      expect(leakedIn(touch.addresses, control.secrets)).toEqual([]);
    });
  }

  test("the tap is held: without the holder in the head, the same tap on Buy is lost", async ({
    phonePage: page,
  }) => {
    const buy = TOUCH_CONTROLS.find((control) => control.name === "shop: Buy");
    if (!buy) throw new Error("no Buy control in TOUCH_CONTROLS");
    // The same page, its first-touch script taken out as it is served.
    await page.route(/\/merchant-stickers-shop$/, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain(FIRST_TOUCH_SCRIPT);
      await route.fulfill({ response, body: html.replace(FIRST_TOUCH_SCRIPT, "") });
    });
    const touch = await touchEarly(page, e2eStack().webUrl, buy, 8000, true);
    expect(touch.hydratedAtTap).toBe(false);
    expect(touch.answered).toBe(false);
  });
});

test.describe("a tap after the page is idle", () => {
  test("reaches React only once its part is hydrated: the press paints, then Buy opens its dialog", async ({
    phonePage: page,
  }) => {
    test.setTimeout(90_000);
    const buy = TOUCH_CONTROLS.find((control) => control.name === "shop: Buy");
    if (!buy) throw new Error("no Buy control in TOUCH_CONTROLS");
    // A visitor who has chosen: the consent banner covers nothing.
    await presetConsent(page, "refused");
    // What the document hears of the tap's presses.
    await page.addInitScript(() => {
      const heard: string[] = [];
      (window as unknown as { __heard: string[] }).__heard = heard;
      for (const type of ["pointerdown", "touchstart", "mousedown"]) {
        document.addEventListener(type, () => heard.push(type), true);
      }
    });
    // A visitor of a fresh build, who has missed nothing: the page follows the live stream from
    // now rather than from the build's newest event. Earlier test files publish, and the page
    // would reload the shop's content and so hydrate its sections before the tap.
    await page.route(/\/data\/live\/events\//, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.delete("lastEventId");
      return route.continue({ url: url.href });
    });
    // A screen tall enough to show the first Buy: a tap that first scrolls it into view is a
    // first interaction (the scroll) before the presses, which starts hydrating every part,
    // and on a loaded machine that could finish before the presses came.
    const { width } = page.viewportSize() ?? { width: 390 };
    await page.setViewportSize({ width, height: 1600 });
    await page.goto(new URL(buy.path, e2eStack().webUrl).href);
    // Idle: hydrated, content checked, then the parts' code fetched (not hydrated).
    await pageMarked(page, CONTENT_CHECKED_MARK, 60_000);
    await page.waitForLoadState("networkidle");
    const checked = await page.evaluate(
      (mark) => (performance.getEntriesByName(mark)[0] as PerformanceMark | undefined)?.detail,
      CONTENT_CHECKED_MARK,
    );
    expect(checked, "the page reloaded content, so its parts are hydrated").toEqual({
      reloaded: false,
    });
    const box = await buy.control(page).boundingBox();
    expect(box && box.y + box.height, "the first Buy is on the first screen").toBeLessThan(1600);
    await buy.control(page).tap();
    await buy.answered(page, ANSWER_TIMEOUT_MS);
    // React never heard the presses aimed at the waiting section, so it could not hydrate
    // the section inside them; the click was held and given back.
    expect(await page.evaluate(() => (window as unknown as { __heard: string[] }).__heard)).toEqual(
      [],
    );
    // Once hydrated, a press reaches the document as any other.
    await page.keyboard.press("Escape");
    await buy.control(page).tap();
    expect(await page.evaluate(() => (window as unknown as { __heard: string[] }).__heard)).toEqual(
      expect.arrayContaining(["pointerdown", "touchstart"]),
    );
  });
});

test.describe("forms without JavaScript", () => {
  for (const path of ["/signup", "/signin", "/it/signin"]) {
    test(`${path} says the form needs JavaScript instead of offering to send it, and is POST`, async ({
      newContext,
    }) => {
      const context = await newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(new URL(path, e2eStack().webUrl).href);
      const form = page.locator("form");
      await expect(form).toHaveAttribute("method", "post");
      await expect(form.locator("[type=submit]")).toBeHidden();
      const notice = form.getByText(path.startsWith("/it") ? /JavaScript/ : /needs JavaScript/);
      await expect(notice).toBeVisible();
      if (path.startsWith("/it")) await expect(notice).toContainText("Questo modulo");
    });
  }

  test("with JavaScript, the notice is hidden and the button shown", async ({ page }) => {
    await page.goto(new URL("/signup", e2eStack().webUrl).href);
    await expect(page.locator("form [type=submit]")).toBeVisible();
    await expect(page.locator("form").getByText(/needs JavaScript/)).toBeHidden();
  });
});

test.describe("the page stays where the visitor scrolled it", () => {
  test("hydration keeps a page scrolled before its code ran; a client-side navigation starts at the top", async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    // The entry held back until the visitor has scrolled, as a slow phone holds it.
    const held: { release?: () => void } = {};
    const entryHeld = new Promise<void>((resolve) => {
      held.release = resolve;
    });
    await page.route(/\/assets\/entry-client-[^/]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    const response = await page.goto(new URL("/", e2eStack().webUrl).href, {
      waitUntil: "commit",
    });
    // No inline script restores (or resets) the position while the page is parsed.
    expect(await response?.text()).not.toContain("tsr-scroll-restoration");
    const field = page.locator("form input[type=email]");
    await field.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => Math.round(window.scrollY));
    expect(scrolled).toBeGreaterThan(1000);

    held.release?.();
    await pageMarked(page, HYDRATED_IDLE_MARK, 60_000);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);

    // The footer's legal link is the router's: the next page starts at its top.
    await page.locator("footer a[href='/terms']").click();
    await page.waitForURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
