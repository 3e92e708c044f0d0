/**
 * `npm run bench:lantern`: where a page's total blocking time comes from in Lighthouse's
 * simulation, read by auditing the same load three ways.
 *
 * Lighthouse's simulation (Lantern) keeps a main-thread task of 10 ms or more at its length
 * times the CPU slowdown and leaves a shorter one out, so a page's blocking time is decided by
 * which of its tasks reach 10 ms, and runs of the same build spread by 100 ms and more
 * (docs/benchmarks.md, "How Lighthouse's simulation counts the document's tasks"). This loads
 * each page once with Lighthouse (`lighthouse -G`, the trace kept), then audits that one trace
 * as gathered, with the boot's tasks (after the observed first contentful paint) cut to just
 * under 10 ms, and with the document's (before it) cut the same way: the three blocking times
 * say which group decided the page's. It lists the tasks of 10 ms or more, each with what ran
 * in it longest.
 *
 * On the bench stack (the production build, seeded lake, emulators), like bench:lighthouse.
 * BENCH_ROUTES (default the five pages below), BENCH_RUNS loads per page (default 2),
 * BENCH_MACHINE_CLASS the `benchmarkIndex` to stand for (default 1,340, issue 37's slowest):
 * the simulation's CPU slowdown is 4 × this machine's index (read from each load) over it.
 * Gathering is never CPU-throttled in Lighthouse's simulated mode, so one load serves every
 * slowdown. `-- --after-publish` first publishes a change only the city guides show, as
 * bench:lighthouse's does. The gathers are kept in .data/lantern/<time>/.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { stopAllProcesses } from "@tastemap/scripts/service";
import { execa } from "execa";
import { chromiumPath } from "./chromium";
import { startBenchStack } from "./lib/bench-stack";
import { publishAfterTheBuild } from "./lib/publish-after-build";
import {
  type Lowered,
  putServersBehindTheBrowser,
  serversLine,
} from "./lib/servers-behind-the-browser";
import {
  KEPT_TASK_US,
  type MainThreadTask,
  mainThreadTasks,
  withTasksShortened,
} from "./lib/task-what-if";
import type { TraceEvent } from "./lib/trace";
import { warmUp } from "./lib/warm-up";

const root = path.resolve(import.meta.dirname, "..");
const routes = (process.env.BENCH_ROUTES ?? "/,/rome,/signup,/merchant-stickers-shop,/terms")
  .split(",")
  .map((route) => route.trim());
const runs = Number(process.env.BENCH_RUNS ?? 2);
const machineClass = Number(process.env.BENCH_MACHINE_CLASS ?? 1340);
const afterPublish = process.argv.includes("--after-publish");
/** Lighthouse's mobile CPU slowdown (its `cpuSlowdownMultiplier` default). */
const MOBILE_SLOWDOWN = 4;
/** Lighthouse comes with @lhci/cli, through npx, as for bench:lighthouse (ADR 0007). */
const LHCI = "@lhci/cli@0.15.1";
const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";
/** What a task's cell names: the longest of these inside it. */
const WORK = new Set([
  "ParseHTML",
  "Layout",
  "UpdateLayoutTree",
  "Paint",
  "EvaluateScript",
  "FunctionCall",
  "TimerFire",
  "v8.compile",
  "v8.compileModule",
  "v8.evaluateModule",
  "RunMicrotasks",
  "ScriptCatchup",
]);

const lighthouse = (args: string[]) =>
  execa("npx", ["--yes", "-p", LHCI, "lighthouse", ...args], {
    env: { CHROME_PATH: chromiumPath() },
    stdio: ["ignore", "ignore", "pipe"],
  });

/**
 * Lighthouse's total blocking time for the load gathered in `dir` with `events` as its trace
 * (`trace` is the saved file's object). The gathered settings already carry the slowdown.
 */
async function blockingTime(
  dir: string,
  trace: object,
  events: TraceEvent[],
  slowdown: number,
): Promise<number> {
  await writeFile(
    path.join(dir, "defaultPass.trace.json"),
    JSON.stringify({ ...trace, traceEvents: events }),
  );
  const output = path.join(dir, "lhr.json");
  await lighthouse([
    `-A=${dir}`,
    "--only-categories=performance",
    `--throttling.cpuSlowdownMultiplier=${slowdown}`,
    "--output=json",
    `--output-path=${output}`,
    "--quiet",
  ]);
  const { audits } = JSON.parse(await readFile(output, "utf8"));
  return audits["total-blocking-time"].numericValue;
}

/** "14.2 layout" for a task: its length in ms and the longest work inside it. */
function described(task: MainThreadTask, events: TraceEvent[]): string {
  const { pid, tid, ts } = task.event;
  const end = ts + task.duration;
  const inside = events.filter(
    (event) =>
      event.pid === pid &&
      event.tid === tid &&
      event !== task.event &&
      event.ts >= ts &&
      event.ts < end,
  );
  const longest = inside
    .filter((event) => WORK.has(event.name))
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  // A task whose named work is a small part of it was Chromium's own: the navigation's
  // commit (creating the document and its script context) or a compile finished on the thread.
  const label =
    longest && (longest.dur ?? 0) >= task.duration * 0.3
      ? longest.name
      : inside.some((event) => event.name === "CommitLoad")
        ? "commit"
        : "Chromium";
  return `${(task.duration / 1000).toFixed(1)} ${label}`;
}

async function main() {
  const loadAtStart = os.loadavg().map((load) => load.toFixed(1));
  const stack = await startBenchStack();
  const kept = path.join(root, ".data/lantern", new Date().toISOString().replace(/[:.]/g, "-"));
  const rows: string[][] = [];
  let lowered: Lowered = { nice: 0, threads: 0, groups: 0, idle: 0 };
  try {
    const urls = routes.map((route) => new URL(route, stack.webUrl).href);
    await warmUp(urls);
    if (afterPublish) await publishAfterTheBuild(stack);
    lowered = putServersBehindTheBrowser();
    for (let run = 1; run <= runs; run++) {
      for (const [at, url] of urls.entries()) {
        const dir = path.join(kept, `${routes[at]?.replace(/\W+/g, "_") || "_"}-${run}`);
        await mkdir(dir, { recursive: true });
        await lighthouse([
          url,
          "--only-categories=performance",
          `--chrome-flags=${CHROME_FLAGS}`,
          `-G=${dir}`,
          "--quiet",
        ]);
        const artifactsPath = path.join(dir, "artifacts.json");
        const artifacts = JSON.parse(await readFile(artifactsPath, "utf8"));
        const index: number = artifacts.BenchmarkIndex;
        const slowdown = Math.round(((MOBILE_SLOWDOWN * index) / machineClass) * 10) / 10;
        // The settings must match between gathering and auditing; the slowdown only scales the
        // simulation, so the gathered settings take the one asked for.
        artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
        await writeFile(artifactsPath, JSON.stringify(artifacts));
        const trace = JSON.parse(await readFile(path.join(dir, "defaultPass.trace.json"), "utf8"));
        const events: TraceEvent[] = trace.traceEvents;
        const tasks = mainThreadTasks(events, url);
        const long = (part: MainThreadTask["part"]) =>
          tasks.filter((task) => task.part === part && task.duration >= KEPT_TASK_US);
        const tbtWith = (shortened: TraceEvent[]) => blockingTime(dir, trace, shortened, slowdown);
        const bootShort = await tbtWith(withTasksShortened(events, long("boot")));
        const documentShort = await tbtWith(withTasksShortened(events, long("document")));
        // Last, so the kept trace and lhr.json are the load as gathered.
        const gathered = await tbtWith(events);
        const list = (part: MainThreadTask["part"]) =>
          long(part)
            .map((task) => described(task, events))
            .join(", ") || "none";
        rows.push([
          `\`${routes[at]}\``,
          String(run),
          `${index} (${slowdown})`,
          gathered.toFixed(0),
          bootShort.toFixed(0),
          documentShort.toFixed(0),
          list("document"),
          list("boot"),
        ]);
        console.error(rows.at(-1)?.join(" | "));
      }
    }
  } finally {
    await stack.stop();
  }
  const header = [
    "page",
    "run",
    "benchmarkIndex (slowdown)",
    "TBT ms",
    "boot's tasks < 10 ms",
    "document's tasks < 10 ms",
    "document's tasks ≥ 10 ms (ms, longest work)",
    "boot's tasks ≥ 10 ms",
  ];
  const cpus = os.cpus();
  console.log(
    [
      `\`npm run bench:lantern${afterPublish ? " -- --after-publish" : ""}\` on ${new Date().toISOString().slice(0, 16)}Z: ${runs} load(s) per page${afterPublish ? ", after an unrelated publish" : ""}, ${serversLine(lowered)}, audited as gathered and with each group's tasks cut under 10 ms, at the CPU slowdown standing for benchmarkIndex ${machineClass}; ${cpus.length} × ${cpus[0]?.model}; load average ${loadAtStart.join(" ")} at the start, ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(" ")} at the end. Gathers kept in ${path.relative(root, kept)}.`,
      "",
      ...[header, header.map(() => "---"), ...rows].map((row) => `| ${row.join(" | ")} |`),
    ].join("\n"),
  );
}

process.once("SIGINT", () => void stopAllProcesses().finally(() => process.exit(130)));
main().catch(async (error: unknown) => {
  console.error(error);
  await stopAllProcesses();
  process.exit(1);
});
