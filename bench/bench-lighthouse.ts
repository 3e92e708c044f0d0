/**
 * `npm run bench:lighthouse` and `npm run bench:pages`: Lighthouse CI over every
 * public page of lighthouserc.json, on the prerendered production build served by
 * the Firebase Hosting emulator (as `npm run preview` serves it) from the isolated
 * test stack (seeded lake, emulators, free ports), so it runs beside `npm start`.
 *
 * - bench:lighthouse: Lighthouse's default mobile run (simulated slow 4G, 4× CPU),
 *   BENCH_RUNS runs per page (default 1; medians); prints the scores, FCP, LCP, TBT and
 *   CLS, then `lhci assert` holds the budgets in lighthouserc.json (exit 1 when one breaks).
 * - bench:pages (`--pages`): the same pages under applied throttling (Lighthouse's
 *   devtools throttling: the mobile profile's network and CPU emulated in Chromium),
 *   BENCH_RUNS runs each (default 3); prints medians of FCP, LCP, CLS, TBT, script KiB,
 *   requests, GROQ queries and their CORS preflights.
 *
 * `--after-publish`: first publishes a change none of the pages but the city guides shows
 * (Rome's first restaurant, its name written again), as staff do during the day while the
 * site keeps its last build: what every visitor's page then costs (issue 37).
 *
 * The header line gives Lighthouse's `benchmarkIndex` (its measure of this machine's speed,
 * which its simulated CPU time scales with) and the load average: figures are comparable
 * only beside them (docs/benchmarks.md).
 *
 * BENCH_MACHINE_CLASS=<benchmarkIndex> measures as a machine of that speed would: Lighthouse's
 * simulated CPU time is the time observed here times its slowdown (4 for mobile), and the
 * time observed shrinks as `benchmarkIndex` grows, so on a faster machine the slowdown is
 * scaled by this machine's index over the class's (Lighthouse's docs/throttling.md,
 * "calibrating multipliers"). This machine's index is the median of three unmeasured runs;
 * the header then gives the slowdown and each run's index as the class it stood for.
 *
 * BENCH_ROUTES=/,/rome keeps those pages only. Each run's Lighthouse reports (JSON and
 * HTML) are kept in .data/lighthouse-reports/<time>/. `--write` puts the table into
 * docs/benchmarks.md. @lhci/cli comes through npx on first use: it is ~165 MB
 * with Lighthouse and nothing else needs it (docs/decisions/0007).
 */
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { stopAllProcesses } from "@tastemap/scripts/service";
import { execa } from "execa";
import { chromiumPath } from "./chromium";
import { startBenchStack } from "./lib/bench-stack";
import { blockingTimeByKind, type TaskKind } from "./lib/blocking-time-by-kind";
import { publishAfterTheBuild } from "./lib/publish-after-build";
import { putServersBehindTheBrowser, serversLine } from "./lib/servers-behind-the-browser";
import { warmUp } from "./lib/warm-up";

const LHCI = "@lhci/cli@0.15.1";
const root = path.resolve(import.meta.dirname, "..");
const workDir = path.join(root, ".data/lighthouse");
const pages = process.argv.includes("--pages");
const write = process.argv.includes("--write");
const afterPublish = process.argv.includes("--after-publish");
const runs = Number(process.env.BENCH_RUNS ?? (pages ? 3 : 1));
const machineClass = Number(process.env.BENCH_MACHINE_CLASS ?? Number.NaN);
/** Lighthouse's mobile CPU slowdown (its `cpuSlowdownMultiplier` default). */
const MOBILE_SLOWDOWN = 4;
const only = process.env.BENCH_ROUTES?.split(",").map((route) => route.trim());
const mode = pages ? "pages" : "lighthouse";
const flags = [afterPublish ? "--after-publish" : "", write ? "--write" : ""].filter(Boolean);
const command = `bench:${mode}${flags.length ? ` -- ${flags.join(" ")}` : ""}`;
const COLUMNS = {
  lighthouse: "route|performance|accessibility|best practices|SEO|FCP s|LCP s|TBT ms|CLS".split(
    "|",
  ),
  // "script KiB": every script Lighthouse saw transferred during the run, headers included,
  // after idle too; not the issue's budget (JavaScript before idle, gzip -9, in KB), which
  // tests/e2e/bundle-budget.test.ts holds.
  pages: "route|FCP ms|LCP ms|CLS|TBT ms|script KiB|requests|GROQ|preflights".split("|"),
};

interface LighthouseRc {
  ci: {
    collect: {
      url: string[];
      chromePath?: string;
      settings: { throttlingMethod?: string; throttling?: { cpuSlowdownMultiplier: number } };
    };
    assert?: unknown;
  };
}

interface Lhr {
  requestedUrl: string;
  lighthouseVersion: string;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Item[] } }>;
}
type Item = {
  resourceType?: string;
  transferSize?: number;
  requestCount?: number;
  url?: string;
  startTime?: number;
  duration?: number;
};

const median = (values: number[]): number => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const high = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 ? high : ((sorted[middle - 1] ?? Number.NaN) + high) / 2;
};
const fixed = (value: number | undefined, digits = 0) =>
  value === undefined || Number.isNaN(value) ? "n/a" : value.toFixed(digits);
const table = (header: string[], rows: string[][]) =>
  [header, header.map(() => "---"), ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n");

/** One row per page: its figures from every run of it (medians when there are several). */
function rows(lhrs: Lhr[], routes: string[], origin: string): string[][] {
  return routes.map((route) => {
    const runs = lhrs.filter((lhr) => lhr.requestedUrl === new URL(route, origin).href);
    const audit = (id: string) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
    const score = (id: string) =>
      median(runs.map((lhr) => (lhr.categories[id]?.score ?? NaN) * 100));
    const resources = (type: string, key: keyof Item) =>
      median(
        runs.map((lhr) => {
          const items = lhr.audits["resource-summary"]?.details?.items ?? [];
          return Number(items.find((item) => item.resourceType === type)?.[key] ?? NaN);
        }),
      );
    const requests = (preflight: boolean) =>
      median(
        runs.map(
          (lhr) =>
            (lhr.audits["network-requests"]?.details?.items ?? []).filter(
              (item) =>
                /\/data\/query\//.test(item.url ?? "") &&
                (item.resourceType === "Preflight") === preflight,
            ).length,
        ),
      );
    const label = `\`${route}\``;
    if (!pages) {
      const scores = ["performance", "accessibility", "best-practices", "seo"].map(score);
      return [
        label,
        ...scores.map((value) => fixed(value)),
        fixed(audit("first-contentful-paint") / 1000, 1),
        fixed(audit("largest-contentful-paint") / 1000, 1),
        fixed(audit("total-blocking-time")),
        fixed(audit("cumulative-layout-shift"), 3),
      ];
    }
    return [
      label,
      fixed(audit("first-contentful-paint")),
      fixed(audit("largest-contentful-paint")),
      fixed(audit("cumulative-layout-shift"), 3),
      fixed(audit("total-blocking-time")),
      fixed(resources("script", "transferSize") / 1024, 1),
      fixed(resources("total", "requestCount")),
      fixed(requests(false)),
      fixed(requests(true)),
    ];
  });
}

/**
 * The runs' blocking time by what the long tasks were, summed over every page run: which work
 * to cut (lib/blocking-time-by-kind.ts).
 */
function blockingTimeLine(lhrs: Lhr[]): string {
  const sums = new Map<TaskKind, number>();
  for (const lhr of lhrs) {
    const tasks = (lhr.audits["long-tasks"]?.details?.items ?? []).map((item) => ({
      url: item.url ?? "",
      startTime: item.startTime ?? 0,
      duration: item.duration ?? 0,
    }));
    const byKind = blockingTimeByKind(
      lhr.requestedUrl,
      tasks,
      lhr.audits["first-contentful-paint"]?.numericValue ?? 0,
      lhr.audits.interactive?.numericValue ?? Number.POSITIVE_INFINITY,
    );
    for (const [kind, ms] of Object.entries(byKind) as [TaskKind, number][]) {
      sums.set(kind, (sums.get(kind) ?? 0) + ms);
    }
  }
  const parts = [...sums].map(([kind, ms]) => `${kind} ${Math.round(ms)}`).join(", ");
  return `Blocking time by kind of task (long tasks clipped to first contentful paint and time-to-interactive, ms summed over ${lhrs.length} page runs): ${parts}.`;
}

const lhci = (step: string, config: string) =>
  execa("npx", ["--yes", LHCI, step, `--config=${config}`], {
    cwd: workDir,
    stdout: "inherit",
    stderr: "inherit",
    reject: false,
  });

/** Lighthouse over `urls`, `runs` times each: its reports, and where they and the config are. */
async function collect(rc: LighthouseRc, urls: string[], runs: number) {
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  const config = path.join(workDir, "lighthouserc.json");
  await writeFile(
    config,
    JSON.stringify(
      { ci: { ...rc.ci, collect: { ...rc.ci.collect, url: urls, numberOfRuns: runs } } },
      null,
      2,
    ),
  );
  if ((await lhci("collect", config)).exitCode !== 0) throw new Error("lhci collect failed");
  const results = path.join(workDir, ".lighthouseci");
  const files = (await readdir(results)).filter((file) => /^lhr-\d+\.json$/.test(file));
  const lhrs = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(results, file), "utf8")) as Lhr),
  );
  return { lhrs, results, config };
}

/** Unmeasured runs whose median `benchmarkIndex` calibrates the slowdown. */
const CALIBRATION_RUNS = 3;

/**
 * The CPU slowdown that makes this machine measure as BENCH_MACHINE_CLASS would, from the
 * median `benchmarkIndex` of a few unmeasured runs (one run's index spreads by a tenth and
 * more: 3,400-3,900 on this 2-core EPYC); undefined (Lighthouse's own 4) without it.
 */
async function calibratedSlowdown(rc: LighthouseRc, url: string): Promise<number | undefined> {
  if (Number.isNaN(machineClass)) return undefined;
  if (!(machineClass > 0)) throw new Error("BENCH_MACHINE_CLASS must be a positive benchmarkIndex");
  const { lhrs } = await collect(rc, [url], CALIBRATION_RUNS);
  const indices = lhrs
    .map((lhr) => lhr.environment?.benchmarkIndex)
    .filter((index): index is number => typeof index === "number");
  if (!indices.length) throw new Error("Lighthouse reported no benchmarkIndex to calibrate from");
  const index = median(indices);
  const slowdown = Math.round(((MOBILE_SLOWDOWN * index) / machineClass) * 10) / 10;
  console.error(
    `calibration: median benchmarkIndex ${index} of ${indices.join(", ")}, so a CPU slowdown of ${slowdown} stands for ${machineClass}`,
  );
  return slowdown;
}

async function main() {
  const loadAtStart = os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ");
  const rc: LighthouseRc = JSON.parse(await readFile(path.join(root, "lighthouserc.json"), "utf8"));
  const routes: string[] = rc.ci.collect.url.filter(
    (route: string) => !only || only.includes(route),
  );
  const stack = await startBenchStack();
  try {
    const urls = routes.map((route) => new URL(route, stack.webUrl).href);
    // One unmeasured visit first: the lake renders each image size on its first
    // request (Sanity's CDN would have it cached), and first answers are slower.
    const warmed = await warmUp(urls);
    console.error(`warm-up: waited for ${warmed} image(s) to answer AVIF`);
    if (afterPublish) await publishAfterTheBuild(stack);
    const lowered = putServersBehindTheBrowser();

    rc.ci.collect = { ...rc.ci.collect, chromePath: chromiumPath() };
    if (pages) rc.ci.collect.settings.throttlingMethod = "devtools";
    const slowdown = await calibratedSlowdown(rc, urls[0] ?? stack.webUrl);
    if (slowdown !== undefined)
      rc.ci.collect.settings.throttling = { cpuSlowdownMultiplier: slowdown };
    const { lhrs, results, config } = await collect(rc, urls, runs);

    // Kept after the next run replaces .lighthouseci: reading a slow run's audits beside a
    // fast one's (critical-request-chains, network-requests, lcp-phases) is how the swings
    // were explained (docs/benchmarks.md, issue 28).
    const kept = path.join(
      root,
      ".data/lighthouse-reports",
      new Date().toISOString().replace(/[:.]/g, "-"),
    );
    await cp(results, kept, { recursive: true });
    console.log(`reports kept in ${path.relative(root, kept)}`);
    const problems = lhrs.flatMap((lhr) =>
      lhr.runtimeError ? [`- ${lhr.requestedUrl}: ${lhr.runtimeError.message}`] : [],
    );
    const cpus = os.cpus();
    const indices = lhrs
      .map((lhr) => lhr.environment?.benchmarkIndex)
      .filter((index): index is number => typeof index === "number");
    const benchmarkIndex = indices.length
      ? `benchmarkIndex ${Math.min(...indices)}-${Math.max(...indices)} (median ${median(indices)})`
      : "benchmarkIndex not reported";
    const standsFor = (index: number) =>
      Math.round((index * MOBILE_SLOWDOWN) / (slowdown ?? MOBILE_SLOWDOWN));
    const calibration =
      slowdown === undefined || !indices.length
        ? ""
        : `, CPU slowdown ${slowdown} for the class of benchmarkIndex ${machineClass} (each run as ${standsFor(Math.min(...indices))}-${standsFor(Math.max(...indices))})`;
    const report = [
      `\`npm run ${command}\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${lhrs[0]?.lighthouseVersion} (${LHCI}), ${runs} run(s) per page${pages ? " (medians)" : ""}${afterPublish ? ", after an unrelated publish" : ""}, ${serversLine(lowered)}, ${cpus.length} × ${cpus[0]?.model}, ${benchmarkIndex}${calibration}, load average ${loadAtStart} at the start, ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(" ")} at the end.`,
      "",
      table(COLUMNS[mode], rows(lhrs, routes, stack.webUrl)),
      ...(pages ? [] : ["", blockingTimeLine(lhrs)]),
      ...(problems.length ? ["", "Runs with problems:", "", ...problems] : []),
    ].join("\n");
    console.log(`\n${report}\n`);
    if (write) {
      const doc = path.join(root, "docs/benchmarks.md");
      const [start, end] = [`<!-- ${mode}:start -->`, `<!-- ${mode}:end -->`];
      const text = await readFile(doc, "utf8");
      if (!text.includes(start)) throw new Error(`${doc} has no ${start} … ${end} section`);
      const section = new RegExp(`${start}[\\s\\S]*?${end}`);
      await writeFile(
        doc,
        text.replace(section, () => `${start}\n${report}\n${end}`),
      );
      // In the repo's one formatter's style (it aligns Markdown tables), so lint stays green.
      await execa(path.join(root, "node_modules/.bin/biome"), ["format", "--write", doc]);
      console.log("docs/benchmarks.md updated");
    }
    if (!pages) process.exitCode = (await lhci("assert", config)).exitCode ?? 1;
  } finally {
    await stack.stop();
  }
}

process.once("SIGINT", () => void stopAllProcesses().finally(() => process.exit(130)));
main().catch(async (error: unknown) => {
  console.error(error);
  await stopAllProcesses();
  process.exit(1);
});
