/**
 * `npm run bench:first-touch`: the visitor's first touch on every interactive control of the
 * public site (bench/first-touch.ts), on issue 37's phone profile, in headless Chromium:
 *
 * - early: the control pressed 100 ms after the first contentful paint, BENCH_TRIES times
 *   (default 20) in a fresh context each: how many were answered (waited for up to 60 s, so a
 *   late answer on a loaded machine is told apart from a lost tap; those after 15 s are
 *   counted on their own), the median and
 *   worst time from the tap to the answer, how many were held (the control not hydrated at
 *   the tap), and whether any form entry reached an address;
 * - after idle: the page loaded until the network is idle and the page's code idle, then the
 *   control pressed once per try: the interaction's duration by the Event Timing API (INP's
 *   measure of one interaction), on the phone and on an unthrottled desktop, with the median's
 *   input delay, processing and presentation delay.
 *
 * On the production build of the isolated test stack (BENCH_SITE_URL to use a running site
 * instead, e.g. `npm run preview`'s http://localhost:4173, or `npm start`'s dev server at
 * http://localhost:5173 for its lost/answered figures; BENCH_CONTROLS=promo,FAQ for some
 * controls only; BENCH_SKIP_EARLY=1 for the after-idle figures only, a few minutes on a quiet
 * machine where the early taps take half an hour). Prints a Markdown table with the machine's
 * load average;
 * docs/benchmarks.md keeps the figures.
 */
import os from "node:os";
import { stopAllProcesses } from "@tastemap/scripts/service";
import { startTestStack } from "@tastemap/scripts/stack";
import type { Browser } from "playwright-core";
import { launchChromium } from "./chromium";
import {
  leakedIn,
  TOUCH_CONTROLS,
  type TouchControl,
  touchEarly,
  visitorPage,
} from "./first-touch";
import { median } from "./lib/median";

const TRIES = Number(process.env.BENCH_TRIES ?? 20);
const ANSWER_TIMEOUT_MS = 15_000;
/** How long an early tap is waited for before it counts as lost. */
const LOST_AFTER_MS = 60_000;
/** Controls whose names contain one of these comma-separated words (every control unset). */
const ONLY = process.env.BENCH_CONTROLS?.split(",").filter(Boolean);
const SKIP_EARLY = process.env.BENCH_SKIP_EARLY === "1";

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : "–");
const worst = (values: number[]) => (values.length ? Math.max(...values) : Number.NaN);

interface EarlyFigures {
  answered: number;
  held: number;
  times: number[];
  leaks: string[];
}

/** "20/20", or "20/20 (1 after 15 s)" when some answers came late. */
function answeredCell(figures: EarlyFigures): string {
  const late = figures.times.filter((time) => time > ANSWER_TIMEOUT_MS).length;
  return `${figures.answered}/${TRIES}${late ? ` (${late} after ${ANSWER_TIMEOUT_MS / 1000} s)` : ""}`;
}

async function early(browser: Browser, baseUrl: string, control: TouchControl) {
  const figures: EarlyFigures = { answered: 0, held: 0, times: [], leaks: [] };
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const page = await visitorPage(browser, true);
    try {
      const touch = await touchEarly(page, baseUrl, control, LOST_AFTER_MS, true);
      if (touch.answered) {
        figures.answered++;
        figures.times.push(touch.answerMs ?? Number.NaN);
      } else console.warn(`  ${control.name}: lost, no answer in 60 s (${touch.error})`);
      if (!touch.hydratedAtTap) figures.held++;
      figures.leaks.push(...leakedIn(touch.addresses, control.secrets));
    } finally {
      await page.context().close();
    }
  }
  return figures;
}

/**
 * One interaction as the Event Timing API measured it: its longest entry, split the way
 * web-vitals' attribution splits INP (where the time went decides what to change).
 */
interface Interaction {
  duration: number;
  /** From the input to its handlers: the main thread was busy with something else. */
  inputDelay: number;
  /** The handlers of every event of the interaction. */
  processing: number;
  /** From the handlers' end to the next paint: rendering, style, layout, paint. */
  presentation: number;
}

const NO_INTERACTION: Interaction = { duration: 0, inputDelay: 0, processing: 0, presentation: 0 };

/** The interaction that pressing the control started. */
async function interaction(
  browser: Browser,
  baseUrl: string,
  control: TouchControl,
  phone: boolean,
): Promise<Interaction> {
  const page = await visitorPage(browser, phone);
  try {
    await page.addInitScript(() => {
      const entries: PerformanceEventTiming[] = [];
      (window as unknown as { __interactions: PerformanceEventTiming[] }).__interactions = entries;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          if (entry.interactionId) entries.push(entry);
        }
      }).observe({
        type: "event",
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
    });
    await page.goto(new URL(control.path, baseUrl).href, { waitUntil: "networkidle" });
    // The page's own idle work (its content check, the parts' code fetched when idle) done.
    await page.waitForFunction(
      () => performance.getEntriesByName("tastemap:content-checked").length > 0,
      null,
      { timeout: 30_000 },
    );
    await page.waitForLoadState("networkidle");
    await control.before?.(page);
    await page.evaluate(() => {
      (window as unknown as { __interactions: PerformanceEventTiming[] }).__interactions.length = 0;
    });
    const target = control.control(page);
    if (phone) await target.tap();
    else await target.click();
    await control.answered(page, ANSWER_TIMEOUT_MS).catch(() => undefined);
    // Event Timing reports an entry once its next paint is done.
    await page.waitForTimeout(500);
    return await page.evaluate((none) => {
      const entries = (window as unknown as { __interactions: PerformanceEventTiming[] })
        .__interactions;
      if (entries.length === 0) return none;
      const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
      // Its frame's events (as web-vitals groups them: the same next paint, within 8 ms).
      const paint = longest.startTime + longest.duration;
      const frame = entries
        .filter((entry) => Math.abs(entry.startTime + entry.duration - paint) <= 8)
        .sort((a, b) => a.startTime - b.startTime);
      const first = frame[0] ?? longest;
      const lastHandler = Math.max(...frame.map((entry) => entry.processingEnd));
      return {
        duration: longest.duration,
        inputDelay: first.processingStart - first.startTime,
        processing: lastHandler - first.processingStart,
        presentation: Math.max(0, paint - lastHandler),
      };
    }, NO_INTERACTION);
  } finally {
    await page.context().close();
  }
}

/** "296 (560)", and the median's split "40+200+56" (input delay, processing, presentation). */
function inpCell(measured: Interaction[]): string {
  if (measured.length === 0) return "–";
  const durations = measured.map((one) => one.duration);
  const split = [
    median(measured.map((one) => one.inputDelay)),
    median(measured.map((one) => one.processing)),
    median(measured.map((one) => one.presentation)),
  ]
    .map(ms)
    .join("+");
  return `${ms(median(durations))} (${ms(worst(durations))}) ${split}`;
}

async function main() {
  let baseUrl = process.env.BENCH_SITE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!baseUrl) {
    console.log("Starting the test stack (builds the site)...");
    const stack = await startTestStack(() => undefined);
    baseUrl = stack.webUrl;
    stop = () => stack.stop();
  }
  const browser = await launchChromium({ ownSignals: false });
  const load = os.loadavg().map((value) => value.toFixed(2));
  const controls = TOUCH_CONTROLS.filter(
    (control) => !ONLY || ONLY.some((word) => control.name.includes(word)),
  );
  const rows: string[] = [];
  try {
    for (const control of controls) {
      console.log(`${control.name}...`);
      const figures = SKIP_EARLY
        ? { answered: 0, held: 0, times: [], leaks: [] }
        : await early(browser, baseUrl, control);
      const inpPhone: Interaction[] = [];
      const inpDesktop: Interaction[] = [];
      for (let attempt = 0; attempt < Math.min(TRIES, 5); attempt++) {
        inpPhone.push(await interaction(browser, baseUrl, control, true));
        if (!control.phoneOnly)
          inpDesktop.push(await interaction(browser, baseUrl, control, false));
      }
      rows.push(
        `| ${control.name} | ${SKIP_EARLY ? "–" : answeredCell(figures)} | ${figures.held} | ${ms(median(figures.times))} | ${ms(worst(figures.times))} | ${figures.leaks.length} | ${inpCell(inpPhone)} | ${inpCell(inpDesktop)} |`,
      );
    }
  } finally {
    await browser.close();
    await stop?.();
    await stopAllProcesses();
  }
  console.log(
    `\n${baseUrl}, ${TRIES} tries a control, load average before ${load.join(" ")}, after ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")}, ${os.cpus().length} CPUs\n`,
  );
  console.log(
    "| control | tapped 100 ms after FCP: answered | of them held | tap to answer, median ms | worst ms | fields in an address | INP after idle, phone: median (worst) ms, input delay+processing+presentation | desktop |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAllProcesses();
  process.exit(1);
});
