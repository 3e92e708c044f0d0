/**
 * `npm run bench:pages`: loads every public page in Chromium under a throttled
 * mobile profile and prints medians of FCP, LCP, CLS, time until the h1 is
 * visible, JavaScript bytes, requests and GROQ queries, cold (fresh context, cache
 * disabled; BENCH_RUNS loads, default 5) and warm (one load after a first visit).
 * It starts its own isolated stack (scripts/lib/stack.ts: seeded lake, emulators,
 * prerendered production build served by the Firebase Hosting emulator) on free ports, so it can run beside
 * `npm start`. `--write` puts the tables into docs/benchmarks.md ("Page speed").
 * BENCH_ROUTES=/,/rome measures only those routes (not with --write).
 */
import os from "node:os";
import type { Browser } from "playwright-core";
import { REDIRECT_DISMISSED_KEY } from "../web/src/features/home/redirect-storage";
import { benchTeardown, startBenchStack } from "./lib/bench-teardown";
import { writeBenchmarkSection } from "./lib/benchmarks-doc";
import { launchChromium } from "./lib/chromium";
import {
  benchContext,
  type MeasuredLoad,
  measureLoad,
  PROFILE_DESCRIPTION,
  primeLoad,
} from "./lib/page-load";
import {
  formatCls,
  formatCount,
  formatKb,
  formatMs,
  markdownTable,
  type PageSample,
  type PageSummary,
  summarise,
} from "./lib/page-metrics";
import { PUBLIC_ROUTES, routeLabel } from "./lib/public-routes";
import type { TestStack } from "./lib/stack";

const write = process.argv.includes("--write");
const runsEnv = process.env.BENCH_RUNS?.trim();
const RUNS = runsEnv ? Number(runsEnv) : 5;
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`BENCH_RUNS must be a positive whole number, got "${runsEnv}"`);
  process.exit(2);
}
const onlyRoutes = process.env.BENCH_ROUTES?.split(",")
  .map((route) => route.trim())
  .filter(Boolean);
if (onlyRoutes?.length && write) {
  console.error("BENCH_ROUTES measures a subset; --write needs every route");
  process.exit(2);
}
const ROUTES: readonly string[] = onlyRoutes?.length ? onlyRoutes : PUBLIC_ROUTES;
const command = `${runsEnv ? `BENCH_RUNS=${RUNS} ` : ""}npm run bench:pages${write ? " -- --write" : ""}`;

/** Web Vitals rate a CLS above this as "needs improvement" (above 0.25: poor). */
const CLS_GOOD_LIMIT = 0.1;

const label = routeLabel;
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

// Everything the run starts is stopped on success, failure or Ctrl-C.
const teardown = benchTeardown();
const checkInterrupted = () => teardown.throwIfInterrupted();

interface RouteResult {
  cold: MeasuredLoad[];
  warm: MeasuredLoad | undefined;
  failures: string[];
}

function progress(kind: string, route: string, load: MeasuredLoad) {
  const s = load.sample;
  console.error(
    `${kind.padEnd(9)} ${label(route).padEnd(28)} FCP ${formatMs(s.fcp)}  LCP ${formatMs(s.lcp)}  CLS ${formatCls(s.cls)}  h1 ${formatMs(s.h1)}  JS ${formatKb(s.jsBytes)} KB  ${s.requests} req (${s.fromCache} cached)  ${s.groq} GROQ  ${s.preflights} preflights`,
  );
}

async function measureAll(stack: TestStack, chromium: Browser) {
  const results = new Map<string, RouteResult>(
    ROUTES.map((route) => [route, { cold: [], warm: undefined, failures: [] }]),
  );
  const url = (route: string) => new URL(route, stack.webUrl).toString();
  const attempt = async (route: string, kind: string, run: () => Promise<MeasuredLoad>) => {
    const result = results.get(route) as RouteResult;
    try {
      const load = await run();
      progress(kind, route, load);
      return load;
    } catch (error) {
      checkInterrupted();
      const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
      result.failures.push(`${kind}: ${message}`);
      console.error(`${kind.padEnd(9)} ${label(route).padEnd(28)} FAILED ${message}`);
      return undefined;
    }
  };

  // One unmeasured load first: the server's and the lake's first answers are slower.
  const warmUp = await benchContext(chromium, REDIRECT_DISMISSED_KEY);
  await primeLoad(warmUp, url("/")).finally(() => warmUp.close());

  // Round-robin, so a burst of load from other work on the machine spreads over
  // all routes instead of landing on one.
  for (let run = 1; run <= RUNS; run += 1) {
    for (const route of ROUTES) {
      checkInterrupted();
      const context = await benchContext(chromium, REDIRECT_DISMISSED_KEY);
      const load = await attempt(route, `cold ${run}/${RUNS}`, () =>
        measureLoad(context, url(route), { cold: true, lakeOrigin: stack.lakeUrl }),
      ).finally(() => context.close());
      if (load) results.get(route)?.cold.push(load);
    }
  }
  for (const route of ROUTES) {
    checkInterrupted();
    const context = await benchContext(chromium, REDIRECT_DISMISSED_KEY);
    const load = await attempt(route, "warm", async () => {
      await primeLoad(context, url(route));
      return await measureLoad(context, url(route), { cold: false, lakeOrigin: stack.lakeUrl });
    }).finally(() => context.close());
    const result = results.get(route) as RouteResult;
    result.warm = load;
  }
  return results;
}

function tables(results: Map<string, RouteResult>) {
  const columns = ["FCP ms", "LCP ms", "CLS", "h1 visible ms", "JS KB", "requests"];
  const cells = (summary: PageSummary) => [
    formatMs(summary.fcp),
    formatMs(summary.lcp),
    formatCls(summary.cls),
    formatMs(summary.h1),
    formatKb(summary.jsBytes),
    formatCount(summary.requests),
  ];
  const right = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  const coldRows = [...results].map(([route, result]) => {
    const summary = summarise(result.cold.map((load) => load.sample));
    return [
      `\`${label(route)}\``,
      ...cells(summary),
      formatCount(summary.groq),
      formatCount(summary.preflights),
    ];
  });
  const warmRows = [...results].map(([route, result]) => {
    const samples: PageSample[] = result.warm ? [result.warm.sample] : [];
    const summary = summarise(samples);
    return [
      `\`${label(route)}\``,
      ...cells(summary),
      formatCount(summary.fromCache),
      formatCount(summary.groq),
      formatCount(summary.preflights),
    ];
  });
  return {
    cold: markdownTable(["route", ...columns, "GROQ", "preflights"], coldRows, right),
    warm: markdownTable(["route", ...columns, "from cache", "GROQ", "preflights"], warmRows, right),
  };
}

function notes(results: Map<string, RouteResult>): string[] {
  const lines: string[] = [];
  for (const [route, result] of results) {
    const loads = [...result.cold, ...(result.warm ? [result.warm] : [])];
    const noH1 = loads.filter((load) => load.sample.h1 === null).length;
    const noLcp = loads.filter((load) => load.sample.lcp === null).length;
    const errors = [...new Set(loads.flatMap((load) => load.pageErrors))];
    if (result.cold.length < RUNS) {
      lines.push(`\`${label(route)}\`: ${result.cold.length} of ${RUNS} cold loads completed`);
    }
    for (const failure of result.failures) lines.push(`\`${label(route)}\` ${failure}`);
    if (noH1 > 0) lines.push(`\`${label(route)}\`: no visible h1 in ${noH1} load(s)`);
    if (noLcp > 0) lines.push(`\`${label(route)}\`: no LCP entry in ${noLcp} load(s)`);
    // A median hides a shift that happens in only some loads; say so.
    const shifted = loads.filter((load) => load.sample.cls > CLS_GOOD_LIMIT);
    if (shifted.length > 0) {
      const worst = Math.max(...shifted.map((load) => load.sample.cls));
      lines.push(
        `\`${label(route)}\`: CLS above ${CLS_GOOD_LIMIT} in ${shifted.length} of ${loads.length} loads (largest ${formatCls(worst)})`,
      );
    }
    for (const error of errors) lines.push(`\`${label(route)}\`: page error "${error}"`);
  }
  return lines;
}

async function main() {
  const startedAt = new Date();
  const loadBefore = loadAverage();
  const stack = await startBenchStack(teardown);
  checkInterrupted();
  // Playwright's own Ctrl-C handler would exit before the stack has stopped.
  const browser = await launchChromium({ ownSignals: false });
  teardown.defer(() => browser.close());
  checkInterrupted();
  const chromiumVersion = browser.version();
  console.error(
    `site ${stack.webUrl}, lake ${stack.lakeUrl}; Chromium ${chromiumVersion}; ${RUNS} cold run(s) per route`,
  );

  const results = await measureAll(stack, browser);
  const { cold, warm } = tables(results);
  const found = notes(results);
  const cpus = os.cpus();
  const report = [
    `\`${command}\` on ${startedAt.toISOString().slice(0, 10)}: ${cpus.length} × ${cpus[0]?.model ?? "CPU"}, Node ${process.version}, Chromium ${chromiumVersion}, load average ${loadBefore} at the start and ${loadAverage()} at the end.`,
    "",
    `Profile: ${PROFILE_DESCRIPTION}. The site is the prerendered production build served by the Firebase Hosting emulator (brotli/gzip, firebase.json's headers) from the isolated test stack (\`startTestStack\`: seeded lake, emulators), on the same machine as the browser.`,
    "",
    "How to read: this machine is shared (2 cores, other suites and engineers), so the times move with its load; compare runs taken on one machine close together, never with another machine's figures, and look at the load average above before reading a difference. The byte and request counts do not depend on load.",
    "",
    `Columns: FCP and LCP are the browser's first-contentful-paint and largest-contentful-paint (the last \`largest-contentful-paint\` entry, read from the buffered timeline after the page settled); CLS is the largest session window of layout shifts; "h1 visible" is the first frame in which the page's h1, with text, is visible in the viewport; "JS KB" is JavaScript received (as sent, gzip, headers included); requests are all the page made until the network was idle for 500 ms, CORS preflights included; GROQ counts queries to the lake, and preflights the OPTIONS requests the browser sent before cross-origin requests (each one more round trip). The preflights are a local-mode artefact: the lake is addressed by origin (\`useProjectHostname: false\`), so @sanity/client sends the project id in an \`X-Sanity-Project-ID\` header, which is not CORS-safelisted; against a real project the client uses \`<projectId>.apicdn.sanity.io\`, sends no such header, and its GROQ GETs need no preflight. Times are ms from navigation start.`,
    "",
    `**Cold: median of ${RUNS} load(s) per route, each in a fresh browser context with the cache disabled**`,
    "",
    cold,
    "",
    "**Warm: one load per route in a context that had already loaded the page once (cache on)**",
    "",
    '"from cache" counts requests the cache answered. Hashed assets are served `immutable` (firebase.json), so a warm load takes them from the cache without a request; the HTML is `no-cache`.',
    "",
    warm,
    "",
    found.length > 0
      ? `Notes:\n\n${found.map((line) => `- ${line}`).join("\n")}`
      : "No failed loads, no page errors; every load showed its h1 and an LCP.",
  ].join("\n");
  console.log(`\n${report}\n`);

  if (write) {
    await writeBenchmarkSection(
      { start: "<!-- pages:start -->", end: "<!-- pages:end -->", heading: "## Page speed" },
      report,
    );
    console.log("docs/benchmarks.md updated");
  }
}

await teardown.run(main);
