/**
 * `npm run bench:lighthouse`: Lighthouse (performance, accessibility, best
 * practices, SEO) on every public page of the production build, with its
 * default mobile profile (Moto G Power viewport, simulated slow 4G and 4× CPU).
 * It starts its own isolated stack (seeded lake, emulators, the prerendered build
 * served by the Firebase Hosting emulator, as `npm run preview` serves it) on
 * free ports, so it can run beside `npm start`. `--write` puts the table into
 * docs/benchmarks.md ("Lighthouse").
 *
 * Lighthouse is a measuring tool, not part of the product or its tests, and it
 * weighs ~185 MB installed: rather than making every `npm install` fetch it, the
 * first run installs the pinned version into .data/bench-tools (gitignored).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { REDIRECT_DISMISSED_KEY } from "../web/src/features/home/redirect-storage";
import { benchTeardown, startBenchStack } from "./lib/bench-teardown";
import { writeBenchmarkSection } from "./lib/benchmarks-doc";
import { chromiumPath } from "./lib/chromium";
import { markdownTable } from "./lib/page-metrics";
import { PUBLIC_ROUTES, routeLabel } from "./lib/public-routes";

const LIGHTHOUSE_VERSION = "12.8.2";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const root = path.resolve(import.meta.dirname, "..");
const toolsDir = path.join(root, ".data/bench-tools");
const write = process.argv.includes("--write");

/** The parts of a Lighthouse result (LHR) this report reads. */
interface LighthouseResult {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      errorMessage?: string;
      details?: { items?: Array<Record<string, unknown>> };
    }
  >;
}
type RunLighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config: undefined,
  page: unknown,
) => Promise<{ lhr: LighthouseResult } | undefined>;
interface PuppeteerPage {
  evaluateOnNewDocument(script: string): Promise<unknown>;
  goto(url: string, options: { waitUntil: string; timeout: number }): Promise<unknown>;
  close(): Promise<void>;
}
interface PuppeteerBrowser {
  newPage(): Promise<PuppeteerPage>;
  version(): Promise<string>;
  close(): Promise<void>;
}
interface Puppeteer {
  launch(options: Record<string, unknown>): Promise<PuppeteerBrowser>;
}

/** Installs the pinned Lighthouse once, then loads it and the Puppeteer it was built with. */
async function loadLighthouse(): Promise<{ lighthouse: RunLighthouse; puppeteer: Puppeteer }> {
  const manifest = path.join(toolsDir, "node_modules/lighthouse/package.json");
  const installed = existsSync(manifest)
    ? (JSON.parse(await readFile(manifest, "utf8")) as { version: string }).version
    : undefined;
  if (installed !== LIGHTHOUSE_VERSION) {
    console.error(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${toolsDir} (once)…`);
    const npm = spawnSync(
      "npm",
      [
        "install",
        "--prefix",
        toolsDir,
        "--no-save",
        "--no-audit",
        "--no-fund",
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: "inherit" },
    );
    if (npm.status !== 0) throw new Error(`npm install lighthouse@${LIGHTHOUSE_VERSION} failed`);
  }
  // Puppeteer is resolved from Lighthouse's own location: the version it was tested with.
  const fromLighthouse = createRequire(manifest);
  const lighthouseModule = (await import(
    pathToFileURL(fromLighthouse.resolve("lighthouse")).href
  )) as { default: RunLighthouse };
  const puppeteerModule = (await import(
    pathToFileURL(fromLighthouse.resolve("puppeteer-core")).href
  )) as { default: Puppeteer };
  return { lighthouse: lighthouseModule.default, puppeteer: puppeteerModule.default };
}

interface RouteReport {
  route: string;
  scores: Record<string, number | null>;
  metrics: { fcp?: number; lcp?: number; tbt?: number; cls?: number; si?: number };
  /** Audits that did not pass outside performance (whose opportunities are in the metrics). */
  failed: string[];
  problems: string[];
}

function readReport(route: string, lhr: LighthouseResult): RouteReport {
  const scores: Record<string, number | null> = {};
  const failed: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = category?.score ?? null;
    if (id === "performance" || !category) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      // The first offending item says what to look at (e.g. the console error's text).
      const first = audit.details?.items?.[0];
      const location = (first?.sourceLocation as { url?: unknown } | undefined)?.url;
      const detail = [first?.description ?? first?.url, location].filter(
        (part): part is string => typeof part === "string",
      );
      const what = detail.length > 0 ? `: ${detail.join(" at ").slice(0, 200)}` : "";
      failed.push(`${id}: ${audit.title} (${ref.id})${what}`);
    }
  }
  const value = (id: string) => lhr.audits[id]?.numericValue;
  const problems = [
    ...(lhr.runtimeError ? [`runtime error ${lhr.runtimeError.code}`] : []),
    ...lhr.runWarnings,
    ...Object.entries(lhr.audits)
      .filter(([, audit]) => audit.scoreDisplayMode === "error")
      .map(([id, audit]) => `audit ${id} could not run: ${audit.errorMessage ?? "error"}`),
  ];
  return {
    route,
    scores,
    metrics: {
      fcp: value("first-contentful-paint"),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      si: value("speed-index"),
    },
    failed,
    problems,
  };
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? "n/a" : String(Math.round(value * 100));
const seconds = (ms: number | undefined) => (ms === undefined ? "n/a" : (ms / 1000).toFixed(1));
const millis = (ms: number | undefined) => (ms === undefined ? "n/a" : String(Math.round(ms)));

async function main() {
  const startedAt = new Date();
  const { lighthouse, puppeteer } = await loadLighthouse();
  const stack = await startBenchStack(teardown);
  teardown.throwIfInterrupted();
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--ignore-certificate-errors"],
    // Puppeteer's own Ctrl-C handling would not wait for the stack to stop.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  teardown.defer(() => browser.close());
  const reports: RouteReport[] = [];
  let version = "";
  const chromiumVersion = await browser.version();
  // One unmeasured load of every route: the lake renders each image size on
  // its first request (Sanity's CDN would have it cached), and the host's and
  // the lake's first answers are slower.
  const warmUp = await browser.newPage();
  for (const route of PUBLIC_ROUTES) {
    await warmUp.goto(new URL(route, stack.webUrl).toString(), {
      waitUntil: "networkidle0",
      timeout: 120_000,
    });
  }
  await warmUp.close();

  for (const route of PUBLIC_ROUTES) {
    teardown.throwIfInterrupted();
    const page = await browser.newPage();
    // As a visitor who chose "Stay here": the home page's redirect dialog would
    // otherwise leave for the external page 3 s in, mid-audit.
    await page.evaluateOnNewDocument(
      `try { sessionStorage.setItem(${JSON.stringify(REDIRECT_DISMISSED_KEY)}, "1") } catch {}`,
    );
    try {
      const result = await lighthouse(
        new URL(route, stack.webUrl).toString(),
        { output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
        undefined,
        page,
      );
      if (!result) throw new Error("Lighthouse returned no result");
      version = result.lhr.lighthouseVersion;
      const report = readReport(route, result.lhr);
      reports.push(report);
      console.error(
        `${routeLabel(route).padEnd(28)} ${CATEGORIES.map((id) => `${id} ${score(report.scores[id])}`).join("  ")}  FCP ${seconds(report.metrics.fcp)} s  LCP ${seconds(report.metrics.lcp)} s  TBT ${millis(report.metrics.tbt)} ms`,
      );
    } finally {
      await page.close().catch(() => undefined);
    }
  }

  const cpus = os.cpus();
  const rows = reports.map((report) => [
    `\`${routeLabel(report.route)}\``,
    ...CATEGORIES.map((id) => score(report.scores[id])),
    seconds(report.metrics.fcp),
    seconds(report.metrics.lcp),
    millis(report.metrics.tbt),
    report.metrics.cls === undefined ? "n/a" : report.metrics.cls.toFixed(3),
    seconds(report.metrics.si),
  ]);
  const notes = reports.flatMap((report) =>
    [...report.failed, ...report.problems].map(
      (line) => `- \`${routeLabel(report.route)}\`: ${line}`,
    ),
  );
  const body = [
    `\`npm run bench:lighthouse${write ? " -- --write" : ""}\` on ${startedAt.toISOString().slice(0, 10)}: Lighthouse ${version}, ${cpus.length} × ${cpus[0]?.model ?? "CPU"}, Chromium ${chromiumVersion}, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")} at the end.`,
    "",
    "Lighthouse's default mobile run (simulated slow 4G, 4× CPU slowdown) on the prerendered production build served by the Firebase Hosting emulator (as `npm run preview` does) from the isolated test stack, one run per route. The times are Lighthouse's simulation from one trace, so they move with this shared machine's load more than `bench:pages`' medians do; the scores' thresholds are Lighthouse's own. The home page is audited as a visitor who chose \"Stay here\" (otherwise its redirect dialog leaves for the external page mid-audit).",
    "",
    markdownTable(
      [
        "route",
        "performance",
        "accessibility",
        "best practices",
        "SEO",
        "FCP s",
        "LCP s",
        "TBT ms",
        "CLS",
        "Speed Index s",
      ],
      rows,
      [1, 2, 3, 4, 5, 6, 7, 8, 9],
    ),
    "",
    notes.length > 0
      ? `Audits that did not pass (outside performance), and runs with problems:\n\n${notes.join("\n")}`
      : "Every accessibility, best-practice and SEO audit passed on every route; no run had problems.",
  ].join("\n");
  console.log(`\n${body}\n`);

  if (write) {
    await writeBenchmarkSection(
      {
        start: "<!-- lighthouse:start -->",
        end: "<!-- lighthouse:end -->",
        heading: "## Lighthouse",
      },
      body,
    );
    console.log("docs/benchmarks.md updated");
  }
}

const teardown = benchTeardown();
await teardown.run(main);
