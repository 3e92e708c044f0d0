/**
 * `npm run bench:document -- [variant.html ...]`: what a page's HTML costs the main thread
 * around its first paint, as built and as each variant file has it, measured in turn.
 *
 * For a change of a few milliseconds to a page's document (its styles, its inline scripts,
 * its markup), Lighthouse's runs spread wider than the change (docs/benchmarks.md, "How
 * Lighthouse's simulation counts the document's tasks"), and the same browser loading the
 * same page gets slower over minutes: measuring one version after the other measures that
 * drift. So each round loads the page once as built and once per variant, in turn, each in
 * a fresh context with a Chrome trace, and the table gives the medians.
 *
 * A variant is an HTML file served at the page's own address (a Playwright route), with the
 * built site's scripts, styles and images around it: save the built page (`curl`), change it,
 * pass the file. BENCH_ROUTES (default `/rome`) names the page (one); BENCH_RUNS the rounds
 * (default 15); BENCH_SLOWDOWN the CPU slowdown the kept-tasks column multiplies by (default
 * 11, this machine as the class of `benchmarkIndex` 1,340); BENCH_SITE_URL a running site
 * instead of the bench stack. Unthrottled, 412 × 823 (Lighthouse's phone), load + 2.5 s.
 */
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { stopAllProcesses } from "@tastemap/scripts/service";
import { REDIRECT_DISMISSED_KEY } from "@tastemap/web/redirect-storage";
import type { Browser } from "playwright-core";
import { launchChromium } from "./chromium";
import { startBenchStack } from "./lib/bench-stack";
import { type DocumentWork, documentWork } from "./lib/document-work";
import { median } from "./lib/median";
import type { TraceEvent } from "./lib/trace";

const route = process.env.BENCH_ROUTES?.split(",")[0] ?? "/rome";
const rounds = Number(process.env.BENCH_RUNS ?? 15);
const slowdown = Number(process.env.BENCH_SLOWDOWN ?? 11);
const files = process.argv.slice(2).filter((argument) => !argument.startsWith("--"));
/** After the load event: the entry's boot and hydration fall inside. */
const SETTLE_MS = 2500;
const CATEGORIES = "devtools.timeline,toplevel,disabled-by-default-devtools.timeline,loading";

const COLUMNS: [keyof DocumentWork, string][] = [
  ["beforePaintMs", "work before the first paint ms"],
  ["paintAtMs", "first paint ms"],
  ["parsingMs", "parsing ms"],
  ["styleMs", "style ms"],
  ["layoutMs", "layout ms"],
  ["layouts", "layouts before it"],
  ["tasksOver10Ms", "tasks ≥ 10 ms"],
  ["keptBlockingMs", `kept tasks × ${slowdown} − 50 ms`],
  ["busyMs", "main thread, load + 2.5 s, ms"],
];

async function load(browser: Browser, url: string, html: string): Promise<DocumentWork> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    // The home page's redirect dialog would leave for its external page mid-load.
    await context.addInitScript(
      `localStorage.setItem(${JSON.stringify(REDIRECT_DISMISSED_KEY)},"1")`,
    );
    await context.route(url, (request) =>
      request.fulfill({ body: html, contentType: "text/html" }),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    await cdp.send("Tracing.start", { categories: CATEGORIES, transferMode: "ReportEvents" });
    await page.goto(url, { waitUntil: "load" });
    // A timer in this process, not a script in the page: nothing is evaluated in it.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const complete = new Promise<void>((resolve) =>
      cdp.once("Tracing.tracingComplete", () => resolve()),
    );
    await cdp.send("Tracing.end");
    await complete;
    return documentWork(events, slowdown);
  } finally {
    await context.close();
  }
}

async function main() {
  const loadAtStart = os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ");
  const stack = process.env.BENCH_SITE_URL ? undefined : await startBenchStack();
  const site = process.env.BENCH_SITE_URL ?? stack?.webUrl ?? "";
  const browser = await launchChromium({ ownSignals: false });
  try {
    const url = new URL(route, site).href;
    const variants = [
      { name: "as built", html: await (await fetch(url)).text() },
      ...(await Promise.all(
        files.map(async (file) => ({
          name: path.basename(file),
          html: await readFile(file, "utf8"),
        })),
      )),
    ];
    const seen = variants.map(() => [] as DocumentWork[]);
    for (let round = 0; round < rounds; round++) {
      for (const [index, variant] of variants.entries()) {
        seen[index]?.push(await load(browser, url, variant.html));
      }
      console.error(`round ${round + 1} of ${rounds}`);
    }
    const loadAtEnd = os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ");
    console.log(
      `\`npm run bench:document\` on ${new Date().toISOString().slice(0, 16)}Z: \`${route}\`, ${rounds} rounds, each variant in turn (medians); ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}; load average ${loadAtStart} at the start, ${loadAtEnd} at the end.\n`,
    );
    console.log(`| variant | ${COLUMNS.map(([, title]) => title).join(" | ")} |`);
    console.log(`| --- | ${COLUMNS.map(() => "---:").join(" | ")} |`);
    for (const [index, variant] of variants.entries()) {
      const loads = seen[index] ?? [];
      const cells = COLUMNS.map(([key]) => median(loads.map((work) => work[key])).toFixed(1));
      console.log(`| ${variant.name} | ${cells.join(" | ")} |`);
    }
  } finally {
    await browser.close();
    await stack?.stop();
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAllProcesses();
  process.exit(1);
});
