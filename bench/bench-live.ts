/**
 * `npm run bench:live`: how fast staff see their change, on the isolated test stack
 * (seeded lake, prerendered site on the Hosting emulator, free ports) in headless Chromium.
 *
 * - publish-to-visible: Rome's city page is open; a restaurant on it is renamed through
 *   @sanity/client BENCH_PUBLISHES times (default 20), 400 ms apart; each time, from the
 *   write's start until the new name is on screen (no reload: live events + refetch), once
 *   the page is connected and its network idle. The first publish is reported on its own (the
 *   refetch code and the content client are fetched once the page is idle; a page that had
 *   not would fetch them at the first event). On the build (Hosting emulator), then on the
 *   site's dev server (`vite`, as `npm start` runs it) unless BENCH_SKIP_DEV=1.
 * - keystroke-to-preview: Studio's Presentation tool shows Rome in draft mode; one
 *   character is typed into the city's intro BENCH_KEYSTROKES times (default 10), 800 ms
 *   apart; each time, from the key press until the preview frame shows the new text. Once
 *   with the lake's preview session, once with drafts sent by Studio (a real project).
 *
 * - presentation overlays (dev server): Studio previews the dev server; Presentation is opened
 *   on Rome in a fresh tab, twice (the first also pays Studio's own first compile); each
 *   time, from opening until the frame takes clicks (visual editing connected, overlays
 *   attached), and from the frame's last navigation (draft mode's hand-over to /rome) until
 *   then, with how many requests the frame made to the dev server meanwhile and when the
 *   last of them started (where the time goes).
 *
 * Prints median and worst of each in milliseconds, each line with the machine's load average
 * (the figures move with it). BENCH_SKIP_STUDIO=1 measures publishes only;
 * BENCH_SKIP_KEYSTROKES=1 leaves out keystroke-to-preview.
 */
import os from "node:os";
import type { SanityDocument } from "@sanity/client";
import { SANITY_API_VERSION } from "@tastemap/config";
import { lakeWriteClient } from "@tastemap/scripts/lake-client";
import { openPresentation, withoutPreviewSessions } from "@tastemap/scripts/presentation";
import { stopAllProcesses } from "@tastemap/scripts/service";
import { startStudioService } from "@tastemap/scripts/services/studio";
import { startWebService } from "@tastemap/scripts/services/web";
import { startTestStack } from "@tastemap/scripts/stack";
import { LIVE_CONNECTED_MARK } from "@tastemap/web/live-content";
import type { Browser, Frame, Page } from "playwright-core";
import { launchChromium } from "./chromium";
import { median } from "./lib/median";

const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 20);
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 10);
const RESTAURANT_ID = "restaurant-rome-1";
const SOURCES = ["preview session", "studio"] as const;
const CITY_ID = "city-rome";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const summary = (values: number[]) =>
  `median ${Math.round(median(values))} ms, worst ${Math.round(Math.max(...values))} ms (n=${values.length})`;
const load = () =>
  `load ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")}`;

async function waitForText(target: Page | Frame, text: string, timeout = 10_000) {
  await target.waitForFunction((wanted) => document.body.innerText.includes(wanted), text, {
    timeout,
    polling: "raf",
  });
}

/**
 * Opens `/rome` on `siteUrl`, waits for its live stream, then publishes PUBLISHES renames and
 * times each until it is on screen; the first on its own.
 */
async function measurePublishes(
  browser: Browser,
  siteUrl: string,
  nameOf: (i: number) => string,
  rename: (name: string) => Promise<unknown>,
): Promise<{ first: number; rest: number[] }> {
  const page = await browser.newPage();
  try {
    await page.goto(new URL("/rome", siteUrl).toString(), { timeout: 180_000 });
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      LIVE_CONNECTED_MARK,
      { timeout: 180_000 },
    );
    // A visitor's page is open a while before staff publish: its idle work (the parts' code,
    // what a reload needs) has had its moment, as it has for every publish after the first.
    await page.waitForLoadState("networkidle", { timeout: 180_000 });
    const times: number[] = [];
    for (let i = 1; i <= PUBLISHES; i++) {
      const name = nameOf(i);
      const started = performance.now();
      await rename(name);
      await waitForText(page, name, 60_000);
      times.push(performance.now() - started);
      await sleep(400);
    }
    const [first = Number.NaN, ...rest] = times;
    return { first, rest };
  } finally {
    await page.close();
  }
}

/**
 * Presentation opened on /rome in a fresh tab: opening to overlays, the frame's last
 * navigation to overlays, and the frame's requests to the site meanwhile.
 */
async function overlaysTiming(browser: Browser, studioUrl: string, siteUrl: string) {
  const siteOrigin = new URL(siteUrl).origin;
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  let navigatedAt = Number.NaN;
  const requests: number[] = [];
  page.on("framenavigated", (frame) => {
    if (frame !== page.mainFrame() && frame.url().startsWith(`${siteOrigin}/rome`))
      navigatedAt = performance.now();
  });
  page.on("request", (request) => {
    if (request.frame() !== page.mainFrame() && request.url().startsWith(siteOrigin))
      requests.push(performance.now());
  });
  const started = performance.now();
  try {
    await openPresentation(page, { studioUrl, siteOrigin, pathname: "/rome", timeout: 300_000 });
    const attached = performance.now();
    const before = requests.filter((at) => at <= attached);
    const last = before.length ? Math.max(...before) - started : Number.NaN;
    return [
      `open to overlays ${Math.round(attached - started)} ms`,
      `frame navigated to overlays ${Math.round(attached - navigatedAt)} ms`,
      `${before.length} frame requests, the last started at ${Math.round(last)} ms`,
    ].join(", ");
  } catch (error) {
    return `no overlays: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    await context.close();
  }
}

const lastLogs: string[] = [];

async function main() {
  const logs = lastLogs;
  console.log("Starting the test stack (builds the site)...");
  const stack = await startTestStack((line) => logs.push(line));
  /** Studio on the stack's lake, its Presentation previewing `previewUrl`. */
  const studioPreviewing = (previewUrl: string) =>
    startStudioService({
      port: stack.config.ports.studio,
      projectId: stack.config.sanity.projectId,
      dataset: stack.config.sanity.dataset,
      stagingDataset: stack.config.sanity.stagingDataset,
      apiHost: stack.config.sanity.studioApiHost,
      previewUrl,
      log: (line) => logs.push(line),
    });
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
    const rename = (name: string) => client.patch(RESTAURANT_ID).set({ name }).commit();
    let round = 0;
    const publishes = (siteUrl: string, label: string) =>
      measurePublishes(browser, siteUrl, (i) => `${restaurant.name} #${++round}.${i}`, rename).then(
        ({ first, rest }) =>
          console.log(
            `publish-to-visible (${label}): first ${Math.round(first)} ms; then ${summary(rest)}; ${load()}`,
          ),
      );
    await publishes(stack.webUrl, "build");
    let devSite: Awaited<ReturnType<typeof startWebService>> | undefined;
    if (process.env.BENCH_SKIP_DEV !== "1") {
      const env = stack.devSiteEnv;
      devSite = await startWebService({
        port: Number(env.WEB_PORT),
        mode: "dev",
        env: { ...env, NODE_ENV: "development" },
        log: (line) => logs.push(`[dev] ${line}`),
      });
      await publishes(devSite.url, "dev server");
    }

    // -- keystroke to preview ---------------------------------------------------------------
    if (process.env.BENCH_SKIP_STUDIO !== "1") {
      const studio = await studioPreviewing(stack.webUrl);
      try {
        // Both draft sources: the lake's preview session, and Studio sending the drafts (a
        // real project, where the API host has no preview-session endpoint).
        const sources = process.env.BENCH_SKIP_KEYSTROKES === "1" ? [] : SOURCES;
        for (const source of sources) {
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
          console.log(`keystroke-to-preview (${source}): ${summary(keystrokes)}; ${load()}`);
          await context.close();
          await client.delete(`drafts.${CITY_ID}`).catch(() => undefined);
        }
      } finally {
        await studio.stop();
      }
      // -- Presentation's overlays on the dev server ------------------------------------------
      if (devSite) {
        const devStudio = await studioPreviewing(devSite.url);
        try {
          for (const run of ["first", "second"]) {
            const timing = await overlaysTiming(browser, devStudio.url, devSite.url);
            console.log(`presentation overlays (dev server, ${run} open): ${timing}; ${load()}`);
          }
        } finally {
          await devStudio.stop();
        }
      }
    }
    await devSite?.stop();
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
