/**
 * `npm run bench:live`: how fast staff see their change, on the isolated test stack
 * (seeded lake, prerendered site on the Hosting emulator, free ports) in headless Chromium.
 *
 * - publish-to-visible: Rome's city page is open; a restaurant on it is renamed through
 *   @sanity/client BENCH_PUBLISHES times (default 20), 400 ms apart; each time, from the
 *   write's start until the new name is on screen (no reload: live events + refetch).
 * - keystroke-to-preview: Studio's Presentation tool shows Rome in draft mode; one
 *   character is typed into the city's intro BENCH_KEYSTROKES times (default 10), 800 ms
 *   apart; each time, from the key press until the preview frame shows the new text. Once
 *   with the lake's preview session, once with drafts sent by Studio (a real project).
 *
 * Prints median and worst of each in milliseconds, and the machine's load average (the
 * figures move with it). BENCH_SKIP_STUDIO=1 measures publishes only.
 */
import os from "node:os";
import type { SanityDocument } from "@sanity/client";
import { SANITY_API_VERSION } from "@tastemap/config";
import { LIVE_CONNECTED_MARK } from "@tastemap/web/live-content";
import type { Frame, Page } from "playwright-core";
import { launchChromium } from "./lib/chromium";
import { lakeWriteClient } from "./lib/lake-client";
import { openPresentation, withoutPreviewSessions } from "./lib/presentation";
import { stopAllProcesses } from "./lib/service";
import { startTestStack } from "./lib/stack";
import { startStudioService } from "./services/studio";

const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 20);
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 10);
const RESTAURANT_ID = "restaurant-rome-1";
const CITY_ID = "city-rome";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const summary = (values: number[]) =>
  `median ${Math.round(median(values))} ms, worst ${Math.round(Math.max(...values))} ms (n=${values.length})`;

async function waitForText(target: Page | Frame, text: string, timeout = 10_000) {
  await target.waitForFunction((wanted) => document.body.innerText.includes(wanted), text, {
    timeout,
    polling: "raf",
  });
}

const lastLogs: string[] = [];

async function main() {
  const logs = lastLogs;
  console.log("Starting the test stack (builds the site)...");
  const stack = await startTestStack((line) => logs.push(line));
  const browser = await launchChromium();
  const config = {
    sanity: {
      projectId: stack.config.sanity.projectId,
      dataset: stack.config.sanity.dataset,
      apiVersion: SANITY_API_VERSION,
      apiHost: stack.lakeUrl,
      token: stack.config.sanity.token as string,
    },
  };
  const client = lakeWriteClient(config, { perspective: "raw" });
  const restaurant = await client.getDocument<SanityDocument>(RESTAURANT_ID);
  const city = await client.getDocument<SanityDocument>(CITY_ID);
  if (!restaurant || !city) throw new Error("seed documents missing");
  try {
    // -- publish to visible -----------------------------------------------------------------
    const page = await browser.newPage();
    await page.goto(new URL("/rome", stack.webUrl).toString());
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      LIVE_CONNECTED_MARK,
      { timeout: 60_000 },
    );
    const publishes: number[] = [];
    for (let i = 1; i <= PUBLISHES; i++) {
      const name = `${restaurant.name} #${i}`;
      const started = performance.now();
      await client.patch(RESTAURANT_ID).set({ name }).commit();
      await waitForText(page, name);
      publishes.push(performance.now() - started);
      await sleep(400);
    }
    console.log(`publish-to-visible: ${summary(publishes)}`);

    // -- keystroke to preview ---------------------------------------------------------------
    if (process.env.BENCH_SKIP_STUDIO !== "1") {
      const studio = await startStudioService({
        port: stack.config.ports.studio,
        projectId: stack.config.sanity.projectId,
        dataset: stack.config.sanity.dataset,
        stagingDataset: stack.config.sanity.stagingDataset,
        apiHost: stack.config.sanity.studioApiHost,
        previewUrl: stack.webUrl,
        log: (line) => logs.push(line),
      });
      try {
        // Both draft sources: the lake's preview session, and Studio sending the drafts (a
        // real project, where the API host has no preview-session endpoint).
        for (const source of ["preview session", "studio"] as const) {
          const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
          if (source === "studio") await withoutPreviewSessions(context);
          const studioPage = await context.newPage();
          const open = () =>
            openPresentation(studioPage, {
              studioUrl: studio.url,
              siteOrigin: new URL(stack.webUrl).origin,
              pathname: "/rome",
              timeout: 180_000,
            });
          // The first load lets Studio's dev server optimise Presentation's dependencies
          // (it may break that load: the second is the one measured).
          await open().catch(() => undefined);
          const frame = await open();
          const intro = studioPage.locator('[data-testid="field-intro"] textarea').first();
          await intro.waitFor({ timeout: 120_000 });
          await intro.click();
          await studioPage.keyboard.press("End");
          const marker = ` bench${source === "studio" ? "s" : "p"}-`;
          await studioPage.keyboard.type(marker, { delay: 30 });
          await waitForText(frame, marker.trim());
          const keystrokes: number[] = [];
          let typed = marker.trim();
          for (let i = 0; i < KEYSTROKES; i++) {
            const key = String.fromCharCode(97 + (i % 26));
            typed += key;
            const started = performance.now();
            await studioPage.keyboard.press(key);
            await waitForText(frame, typed);
            keystrokes.push(performance.now() - started);
            await sleep(800);
          }
          console.log(`keystroke-to-preview (${source}): ${summary(keystrokes)}`);
          await context.close();
          await client.delete(`drafts.${CITY_ID}`).catch(() => undefined);
        }
      } finally {
        await studio.stop();
      }
    }
    console.log(
      `load average: ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(" ")}`,
    );
  } finally {
    const content = ({ _rev, _createdAt, _updatedAt, ...rest }: SanityDocument) =>
      rest as SanityDocument;
    await client
      .transaction()
      .createOrReplace(content(restaurant))
      .createOrReplace(content(city))
      .delete(`drafts.${CITY_ID}`)
      .commit()
      .catch(() => undefined);
    await browser.close();
    await stack.stop();
    await stopAllProcesses();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  console.error(lastLogs.slice(-30).join("\n"));
  process.exitCode = 1;
});
