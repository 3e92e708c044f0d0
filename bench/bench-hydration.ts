/**
 * `npm run bench:hydration`: where a prerendered page's main-thread time goes
 * while it hydrates, from a Chrome performance trace and a CPU profile under 4x
 * CPU slowdown (Lighthouse's mobile factor), on the production build from the
 * isolated test stack (as bench:lighthouse serves it).
 *
 * Per page (BENCH_ROUTES, default `/,/rome,/welcome-you-merchants`), BENCH_RUNS
 * cold loads (default 3, medians), each from navigation until the page marks
 * itself hydrated and idle (HYDRATED_IDLE_MARK):
 * - from the trace (CDP Tracing, `devtools.timeline`): main-thread tasks, the
 *   blocking time (the part of each task over 50 ms, as TBT counts it) and the
 *   longest task;
 * - from CDP Performance metrics: script, style and layout time;
 * - from the CPU profile (CDP Profiler, 200 µs sampling): self time by package,
 *   each sampled position mapped to its source module through the chunk's
 *   source map (bench/lib/source-attribution.ts).
 *
 * BENCH_SITE_URL=<origin> measures a site that is already running instead of
 * starting the stack (then source maps come from BENCH_DIST, default dist/).
 */
import os from "node:os";
import path from "node:path";
import { stopAllProcesses } from "@tastemap/scripts/service";
import { REDIRECT_DISMISSED_KEY } from "@tastemap/web/redirect-storage";
import { HYDRATED_IDLE_MARK } from "@tastemap/web/refresh-if-stale";
import type { CDPSession, Page } from "playwright-core";
import { launchChromium } from "./chromium";
import { startBenchStack } from "./lib/bench-stack";
import { median } from "./lib/median";
import { packageOf, readSourceMap, sourceLocator } from "./lib/source-attribution";
import { mainThreadEvents, type TraceEvent } from "./lib/trace";

const root = path.resolve(import.meta.dirname, "..");
const routes = (process.env.BENCH_ROUTES ?? "/,/rome,/welcome-you-merchants").split(",");
const runs = Number(process.env.BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface Run {
  tasks: number;
  longTasks: number;
  blockingMs: number;
  longestMs: number;
  scriptMs: number;
  styleLayoutMs: number;
  selfMs: Map<string, number>;
}

/** Emotion's runtime (and stylis, its CSS compiler) as one line: the question of ADR 0031. */
function group(source: string): string {
  const name = packageOf(source);
  if (name.startsWith("@emotion/") || name === "stylis") return "Emotion (+ stylis)";
  if (name.startsWith("@tanstack/")) return "TanStack Router (+ store, history)";
  if (name === "react-dom" || name === "scheduler" || name === "react")
    return "React (react-dom, scheduler)";
  if (
    name.startsWith("@chakra-ui/") ||
    name.startsWith("@pandacss/") ||
    name.startsWith("@zag-js/") ||
    name.startsWith("@ark-ui/")
  )
    return "Chakra UI (+ zag, ark, panda props)";
  if (/(^|\/)(web|config)\/src\/|(^|\/)config\//.test(name)) return "the site's own code";
  return name;
}

/** Self time per package, from the CPU profile's samples. */
function attribute(profile: Profile, origin: string, distDir: string): Map<string, number> {
  const locators = new Map<string, ReturnType<typeof sourceLocator> | undefined>();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const bucketOf = new Map<number, string>();
  const bucket = (id: number): string => {
    const cached = bucketOf.get(id);
    if (cached) return cached;
    const frame = nodes.get(id)?.callFrame;
    let name = frame?.functionName || "(anonymous)";
    if (frame?.url.startsWith(origin)) {
      const file = new URL(frame.url).pathname.replace(/^\//, "");
      if (!locators.has(file)) {
        const map = readSourceMap(distDir, file);
        locators.set(file, map ? sourceLocator(map) : undefined);
      }
      const source = locators.get(file)?.(frame.lineNumber, frame.columnNumber);
      if (source) name = group(source);
      else
        name = file.endsWith(".js")
          ? "(the site's chunks, unmapped)"
          : "inline scripts of the HTML";
    } else if (frame?.url) name = "scripts of other origins";
    else if (!/^\((program|garbage collector|idle|root)\)$/.test(name)) name = "(browser: native)";
    bucketOf.set(id, name);
    return name;
  };
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const name = bucket(id);
    if (name === "(idle)" || name === "(root)") return;
    self.set(name, (self.get(name) ?? 0) + ms);
  });
  return self;
}

async function traceOnce(page: Page, cdp: CDPSession, url: string, distDir: string): Promise<Run> {
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => {
    events.push(...(value as unknown as TraceEvent[]));
  });
  await cdp.send("Performance.enable");
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,toplevel,disabled-by-default-devtools.timeline",
    transferMode: "ReportEvents",
  });
  await cdp.send("Profiler.start");
  await page.goto(url);
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    HYDRATED_IDLE_MARK,
    { timeout: 120_000 },
  );
  const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
  const { metrics } = await cdp.send("Performance.getMetrics");
  const complete = new Promise<void>((resolve) =>
    cdp.once("Tracing.tracingComplete", () => resolve()),
  );
  await cdp.send("Tracing.end");
  await complete;

  const metric = (name: string) =>
    (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000;
  const tasks = mainThreadEvents(events)
    .filter((event) => event.name === "RunTask")
    .map((event) => (event.dur ?? 0) / 1000);
  const long = tasks.filter((ms) => ms > LONG_TASK_MS);
  return {
    tasks: tasks.length,
    longTasks: long.length,
    blockingMs: long.reduce((total, ms) => total + ms - LONG_TASK_MS, 0),
    longestMs: Math.max(0, ...tasks),
    scriptMs: metric("ScriptDuration"),
    styleLayoutMs: metric("RecalcStyleDuration") + metric("LayoutDuration"),
    selfMs: attribute(profile, new URL(url).origin, distDir),
  };
}

async function main() {
  let siteUrl = process.env.BENCH_SITE_URL;
  let distDir = path.resolve(root, process.env.BENCH_DIST ?? "dist");
  let stop: () => Promise<void> = async () => {};
  if (!siteUrl) {
    const stack = await startBenchStack();
    siteUrl = stack.webUrl;
    distDir = stack.distDir;
    stop = () => stack.stop();
  }
  const browser = await launchChromium({ ownSignals: false });
  const results: { route: string; runs: Run[] }[] = [];
  try {
    for (const route of routes) {
      const url = new URL(route, siteUrl).href;
      const measured: Run[] = [];
      // One unmeasured visit: the lake renders each image size on its first request.
      for (let run = 0; run <= runs; run += 1) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
        });
        await context.addInitScript((key) => {
          try {
            window.sessionStorage.setItem(key, "1");
          } catch {
            // no storage: the dialog is off in the bench's lake anyway
          }
        }, REDIRECT_DISMISSED_KEY);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
        try {
          const result = await traceOnce(page, cdp, url, distDir);
          if (run > 0) measured.push(result);
        } finally {
          await context.close();
        }
      }
      results.push({ route, runs: measured });
      console.error(`${route}: ${measured.length} runs`);
    }
  } finally {
    await browser.close();
    await stop();
  }

  const fixed = (value: number) => value.toFixed(0);
  const lines = [
    `\`npm run bench:hydration\` on ${new Date().toISOString().slice(0, 10)}: ${runs} cold load(s) per page (medians), ${CPU_SLOWDOWN}x CPU slowdown, no network throttling, navigation until hydrated and idle; ${os.cpus().length} × ${os.cpus()[0]?.model}, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")} at the end.`,
    "",
    "| route | main-thread tasks | tasks > 50 ms | blocking ms | longest task ms | script ms | style + layout ms |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...results
      .map(({ route, runs: measured }) =>
        [
          `\`${route}\``,
          fixed(median(measured.map((run) => run.tasks))),
          fixed(median(measured.map((run) => run.longTasks))),
          fixed(median(measured.map((run) => run.blockingMs))),
          fixed(median(measured.map((run) => run.longestMs))),
          fixed(median(measured.map((run) => run.scriptMs))),
          fixed(median(measured.map((run) => run.styleLayoutMs))),
        ].join(" | "),
      )
      .map((row) => `| ${row} |`),
    "",
    "Self time by source (CPU profile, median ms per load; share of the page's sampled busy time):",
    "",
  ];
  const names = [
    ...new Set(
      results.flatMap(({ runs: measured }) => measured.flatMap((run) => [...run.selfMs.keys()])),
    ),
  ];
  const perRoute = results.map(({ runs: measured }) => {
    const medians = new Map(
      names.map((name) => [name, median(measured.map((run) => run.selfMs.get(name) ?? 0))]),
    );
    const total = [...medians.values()].reduce((sum, ms) => sum + ms, 0);
    return { medians, total };
  });
  const ranked = names
    .map((name) => ({
      name,
      ms: perRoute.reduce((sum, route) => sum + (route.medians.get(name) ?? 0), 0),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 12);
  lines.push(`| source | ${results.map(({ route }) => `\`${route}\``).join(" | ")} |`);
  lines.push(`| --- | ${results.map(() => "---").join(" | ")} |`);
  for (const { name } of ranked) {
    const cells = perRoute.map(({ medians, total }) => {
      const ms = medians.get(name) ?? 0;
      return `${fixed(ms)} (${total ? ((ms / total) * 100).toFixed(0) : 0}%)`;
    });
    lines.push(`| ${name} | ${cells.join(" | ")} |`);
  }
  lines.push(
    `| all sampled busy time | ${perRoute.map(({ total }) => fixed(total)).join(" | ")} |`,
  );
  console.log(`\n${lines.join("\n")}\n`);
}

process.once("SIGINT", () => void stopAllProcesses().finally(() => process.exit(130)));
main().catch(async (error: unknown) => {
  console.error(error);
  await stopAllProcesses();
  process.exit(1);
});
