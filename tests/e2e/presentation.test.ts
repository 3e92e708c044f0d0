/**
 * Studio's Presentation tool in Chromium against the e2e stack: the site opens in draft
 * mode through the preview URL secret flow (studio/presentation, web/src/lib/sanity/
 * draft-mode.ts); typing in a city's intro shows in the preview before anything is
 * published; clicking a heading in the preview opens its field. Twice: with the lake's
 * preview session, and as against a real project, where the API host has no such endpoint
 * and Studio sends the drafts (studio-drafts.ts). And the home page's redirect dialog shows
 * in the preview but never leaves it. Screenshots are left in the OS temp dir.
 */
import os from "node:os";
import path from "node:path";
import type { SanityDocument } from "@sanity/client";
import { openPresentation, withoutPreviewSessions } from "@tastemap/scripts/presentation";
import { expect, type NewContext, test } from "./support/fixtures";
import { expectHomeHeldInPresentation } from "./support/preview-home";
import { e2eStack } from "./support/stack";
import { FIRST_RENDER_TIMEOUT, lakeClient, setUpStudio } from "./support/studio";

const CITY_ID = "city-rome";

const studio = setUpStudio();

/** How the preview frame got its drafts: the lake's queries in the drafts perspective, or none. */
type DraftSource = "preview session" | "studio";

test.describe("Presentation", () => {
  test("previews drafts as they are typed, and a click on a heading opens its field", async ({
    newContext,
  }) => {
    test.setTimeout(300_000);
    await previewsDraftsAndOpensFields(newContext, "preview session");
  });

  test("does the same without a preview-session endpoint, as against a real project", async ({
    newContext,
  }) => {
    test.setTimeout(300_000);
    await previewsDraftsAndOpensFields(newContext, "studio");
  });

  test("shows the home page's redirect dialog for editing, but it never counts down and leaves", async ({
    newContext,
  }) => {
    test.setTimeout(300_000);
    await expectHomeHeldInPresentation(newContext, {
      studioUrl: studio().url,
      siteUrl: e2eStack().webUrl,
    });
  });
});

async function previewsDraftsAndOpensFields(newContext: NewContext, source: DraftSource) {
  const client = lakeClient();
  const original = await client.getDocument<SanityDocument>(CITY_ID);
  if (!original) throw new Error(`${CITY_ID} missing from the seed`);
  const context = await newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const screenshot = path.join(
    os.tmpdir(),
    `tastemap-presentation${source === "studio" ? "-studio-drafts" : ""}.png`,
  );
  const draftQueries: string[] = [];
  page.on("request", (request) => {
    if (request.frame() === page.mainFrame()) return;
    const url = new URL(request.url());
    if (url.pathname.includes("/data/query/") && url.searchParams.get("perspective") === "drafts")
      draftQueries.push(url.pathname);
  });
  if (source === "studio") await withoutPreviewSessions(context);
  const frameLog: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame !== page.mainFrame()) frameLog.push(`${Date.now()} navigated ${frame.url()}`);
  });
  page.on("console", (message) =>
    frameLog.push(`${Date.now()} ${message.type()}: ${message.text().slice(0, 200)}`),
  );
  try {
    const frame = await openPresentation(page, {
      studioUrl: studio().url,
      siteOrigin: new URL(e2eStack().webUrl).origin,
      pathname: "/rome",
      timeout: FIRST_RENDER_TIMEOUT,
    });

    // The city opens beside the preview (Presentation's main document for /rome).
    const intro = page.locator('[data-testid="field-intro"] textarea').first();
    await intro.waitFor({ timeout: FIRST_RENDER_TIMEOUT });
    const typed = ` Typed ${Date.now().toString(36)}`;
    await intro.click();
    await page.keyboard.press("End");
    const started = Date.now();
    await page.keyboard.type(typed, { delay: 20 });
    await frame.waitForFunction((text) => document.body.textContent.includes(text), typed.trim(), {
      timeout: 15_000,
    });
    console.info(`presentation: typing to preview ${Date.now() - started} ms (whole phrase)`);
    // Not published: the public perspective still has the seed's intro.
    expect((await client.getDocument<SanityDocument>(CITY_ID))?.intro).toBe(original.intro);

    // Click-to-edit: the attractions heading, through its overlay.
    const heading = frame.locator("h2", { hasText: original.attractionsHeading as string });
    await heading.scrollIntoViewIfNeeded();
    const box = await heading.boundingBox();
    if (!box) throw new Error("attractions heading not on screen");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width / 2 + 2, box.y + box.height / 2);
    await page.mouse.click(box.x + box.width / 2 + 2, box.y + box.height / 2);
    // Presentation's address names the document and the field it opened.
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
      .toBe(`/production/presentation/city/${CITY_ID}/attractionsHeading`);
    const field = page.locator('[data-testid="field-attractionsHeading"] input').first();
    await expect.poll(() => field.isVisible(), { timeout: 15_000 }).toBe(true);
    await page.screenshot({ path: screenshot });
    console.info(`presentation e2e: screenshot ${screenshot}`);

    // Where the drafts came from: the frame's own drafts queries, or Studio (none).
    if (source === "studio") expect(draftQueries).toEqual([]);
    else expect(draftQueries.length).toBeGreaterThan(0);
  } catch (error) {
    await page.screenshot({ path: screenshot }).catch(() => undefined);
    console.error(frameLog.filter((line) => !line.includes("WebSocket")).join("\n"));
    console.error(
      `presentation e2e: screenshot ${screenshot}; last Studio log lines:\n${studio().logs.slice(-20).join("\n")}`,
    );
    throw error;
  } finally {
    await client.delete(`drafts.${CITY_ID}`).catch(() => undefined);
  }
}
