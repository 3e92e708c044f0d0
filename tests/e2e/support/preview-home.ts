/**
 * The home page inside Studio's Presentation tool, as an editor meets it: the redirect
 * dialog shows (staff edit its copy there) but never counts down and leaves, which would
 * take the preview frame off the site; and the frame logs no hydration warning.
 */

import { openPresentation } from "@tastemap/scripts/presentation";
import type { ConsoleMessage } from "playwright-core";
import { expect, type NewContext } from "./fixtures";
import { HYDRATION_REPORT } from "./hydration-reports";
import { FIRST_RENDER_TIMEOUT, lakeClient } from "./studio";

interface PreviewedHome {
  /** The frame's text of the countdown line, once it showed and after the wait. */
  countdown: { first: string; afterWait: string };
  /** Every address the preview frame showed, in order (the site's only, if nothing left it). */
  frameAddresses: string[];
  hydrationReports: string[];
}

/**
 * Opens Presentation (Studio at `studioUrl`) on the home page of `siteOrigin`, waits for
 * the dialog, then for longer than its countdown, and reports what happened.
 */
async function previewHome(
  newContext: NewContext,
  target: { studioUrl: string; siteOrigin: string; countdownSeconds: number },
): Promise<PreviewedHome> {
  const context = await newContext({ viewport: { width: 1600, height: 1000 } });
  // React reports a failed hydration as an uncaught error: into the console, from every frame.
  await context.addInitScript(() => {
    window.addEventListener("error", (event) => console.error(`Uncaught: ${event.message}`));
  });
  // Nothing leaves the machine: the dialog's outside target would load the fake page.
  await context.route(
    (url) => !["localhost", "127.0.0.1", "local.localhost"].includes(url.hostname),
    (route) =>
      route.request().resourceType() === "document"
        ? route.fulfill({ contentType: "text/html", body: "<title>Outside</title>" })
        : route.abort("internetdisconnected"),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const hydrationReports: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (HYDRATION_REPORT.test(message.text())) hydrationReports.push(message.text().slice(0, 600));
  });
  const frameAddresses: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame !== page.mainFrame()) frameAddresses.push(frame.url());
  });
  const open = () =>
    openPresentation(page, {
      studioUrl: target.studioUrl,
      siteOrigin: target.siteOrigin,
      pathname: "/",
      timeout: FIRST_RENDER_TIMEOUT,
    });
  // As in presentation.test.ts: Studio's dev server may re-optimise on first use.
  const frame = await open().catch(open);
  const dialog = frame.getByTestId("redirect-modal");
  await dialog.waitFor({ timeout: 60_000 });
  const line = dialog.locator('[aria-live="polite"]');
  const first = (await line.textContent()) ?? "";
  await page.waitForTimeout((target.countdownSeconds + 2) * 1000);
  await dialog.waitFor({ timeout: 1_000 });
  const afterWait = (await line.textContent({ timeout: 1_000 })) ?? "";
  expect(frame.url().startsWith(target.siteOrigin)).toBe(true);
  return { countdown: { first, afterWait }, frameAddresses, hydrationReports };
}

/** The seeded dialog's countdown, in seconds. */
const HOME_REDIRECT_COUNTDOWN_QUERY = `*[_id == "page-home-en"][0].redirectModal.countdownSeconds`;

/** What an editor must see: the dialog standing still, the frame on the site, no warning. */
function expectHeldInPreview(home: PreviewedHome, siteOrigin: string): void {
  expect(home.countdown.first).not.toBe("");
  expect(home.countdown.afterWait).toBe(home.countdown.first);
  expect(home.frameAddresses.filter((address) => !address.startsWith(siteOrigin))).toEqual([]);
  expect(home.hydrationReports).toEqual([]);
}

/**
 * The whole check, for any site (the build or the dev server): the seeded countdown read from
 * the lake, the home page previewed in Presentation at `studioUrl` (in a context of the test's
 * `newContext` fixture), and what an editor must see.
 */
export async function expectHomeHeldInPresentation(
  newContext: NewContext,
  target: { studioUrl: string; siteUrl: string },
): Promise<void> {
  const siteOrigin = new URL(target.siteUrl).origin;
  const countdownSeconds = await lakeClient().fetch<number>(HOME_REDIRECT_COUNTDOWN_QUERY);
  const home = await previewHome(newContext, {
    studioUrl: target.studioUrl,
    siteOrigin,
    countdownSeconds,
  });
  expectHeldInPreview(home, siteOrigin);
}
