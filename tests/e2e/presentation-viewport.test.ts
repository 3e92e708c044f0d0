/**
 * Presentation opens at the phone's width (issue 41, ADR 0057): in a 1440 px wide Studio the
 * preview frame is phone-sized and the site inside lays itself out for the phone; the header
 * says which language and perspective the frame shows; a switch to desktop is remembered for
 * the person (Studio's key-value store), so the next Presentation, in another tab, opens at
 * desktop width. Screenshots into SHOTS_DIR (default: the OS temp dir).
 */
import os from "node:os";
import path from "node:path";
import { PRESENTATION_VIEWPORT_KEY } from "@tastemap/config/studio";
import { openPresentation } from "@tastemap/scripts/presentation";
import type { Page } from "playwright-core";
import { expect, test } from "./support/fixtures";
import { e2eStack } from "./support/stack";
import { FIRST_RENDER_TIMEOUT, lakeClient, setUpStudio } from "./support/studio";

const studio = setUpStudio();
const SHOTS = process.env.SHOTS_DIR ?? os.tmpdir();
/** Wider than any phone, narrower than the site's desktop layout. */
const PHONE_MAX = 430;

/** The person's stored width (null: never chosen). */
async function storedViewport(): Promise<unknown> {
  const answer = await lakeClient().request<{ key: string; value: unknown }[]>({
    url: `/users/me/keyvalue/${PRESENTATION_VIEWPORT_KEY}`,
  });
  return answer[0]?.value ?? null;
}

async function storeViewport(value: string | null): Promise<void> {
  await lakeClient().request({
    url: "/users/me/keyvalue",
    method: "PUT",
    body: [{ key: PRESENTATION_VIEWPORT_KEY, value }],
  });
}

const previewFrame = (page: Page) =>
  page.locator(`iframe[src^="${new URL(e2eStack().webUrl).origin}"]`).first();

async function frameWidth(page: Page): Promise<number> {
  const box = await previewFrame(page).boundingBox();
  if (!box) throw new Error("no preview frame on screen");
  return box.width;
}

test.describe("Presentation's width", () => {
  test.afterEach(() => storeViewport(null));

  test("opens at the phone's width, says what it shows, and remembers desktop for the person", async ({
    newContext,
  }) => {
    test.setTimeout(480_000);
    await storeViewport(null);
    const context = await newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const open = (pathname: string) =>
      openPresentation(page, {
        studioUrl: studio().url,
        siteOrigin: new URL(e2eStack().webUrl).origin,
        pathname,
        timeout: FIRST_RENDER_TIMEOUT,
      });
    const frame = await open("/rome");

    // The phone: Presentation's own switch says so, the frame is phone-sized, and the site in
    // it has the phone's width and lays itself out within it (nothing wider than the frame).
    const toggle = page.getByTestId("preview-viewport-toggle");
    await expect(toggle).toHaveAttribute("data-viewport", "mobile");
    expect(new URL(page.url()).searchParams.get("viewport")).toBe("mobile");
    const phoneWidth = await frameWidth(page);
    expect(phoneWidth).toBeLessThanOrEqual(PHONE_MAX);
    const site = await frame.evaluate(() => ({
      width: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
    }));
    expect(site.width).toBeLessThanOrEqual(PHONE_MAX);
    expect(site.scrollWidth).toBeLessThanOrEqual(site.width);

    // What the frame shows: English, drafts.
    const shown = page.getByTestId("preview-shown");
    await expect(shown).toHaveAttribute("data-language", "en");
    await expect(shown).toHaveAttribute("data-perspective", "drafts");
    await expect(shown).toContainText("English");
    await expect(shown).toContainText("Drafts");
    await page.screenshot({ path: path.join(SHOTS, "presentation-phone-1440.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(SHOTS, "presentation-phone-390.png") });
    await page.setViewportSize({ width: 1440, height: 900 });

    // The Italian page: the header follows the frame's address.
    await open("/it/roma");
    await expect(shown).toHaveAttribute("data-language", "it");
    await expect(shown).toContainText("Italiano");

    // Desktop, chosen: stored for the person...
    await toggle.click();
    await expect(toggle).toHaveAttribute("data-viewport", "desktop");
    await expect.poll(storedViewport, { timeout: 15_000 }).toBe("desktop");
    // Desktop fills the preview pane (720 px beside the document at 1440 px).
    await expect.poll(() => frameWidth(page)).toBeGreaterThan(phoneWidth * 1.5);

    // ...so a new tab opens Presentation at desktop width.
    const next = await context.newPage();
    next.setDefaultTimeout(30_000);
    await openPresentation(next, {
      studioUrl: studio().url,
      siteOrigin: new URL(e2eStack().webUrl).origin,
      pathname: "/rome",
      timeout: FIRST_RENDER_TIMEOUT,
    });
    await expect(next.getByTestId("preview-viewport-toggle")).toHaveAttribute(
      "data-viewport",
      "desktop",
    );
    expect(new URL(next.url()).searchParams.get("viewport")).toBeNull();
    expect(await frameWidth(next)).toBeGreaterThan(phoneWidth * 1.5);
    await next.screenshot({ path: path.join(SHOTS, "presentation-desktop-remembered-1440.png") });
  });
});
