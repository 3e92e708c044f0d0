/**
 * The lake's latency bench, as a library: `runBench` starts an in-process lake per set on a
 * temp dir, loads the set, runs each query N times through @sanity/client and prints p50/p99,
 * then (when the set asks) the same lake under load: with 0, 100 and 300 open listeners and a
 * write every 100 ms, and while a pathological query runs (see `underLoad`).
 *
 * The lake knows no site: the sets (documents and queries) come from the program that runs
 * the bench, e.g. `npm run bench:lake` (bench/bench-lake.ts) with the site's own queries.
 *
 * Options: BENCH_RUNS (default 200). LAKE_QUERY_INDEX=off disables the lake's
 * type/id/reference index shortcuts, to compare against plain groq-js.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SanityClient } from "@sanity/client";
import { LISTENERS_PER_CLIENT } from "./http/handlers/listen";
import { createLake, type Lake, type LakeOptions } from "./lake";
import { makeClient } from "./testing/test-lake";

const RUNS = Number(process.env.BENCH_RUNS || 200);
/** The token of every bench's lake. */
export const BENCH_TOKEN = "bench-token";

/** A bench's lake, in this process, and a client of it with the token. */
interface BenchLake {
  lake: Lake;
  dataDir: string;
  client: SanityClient;
  /** Closes the lake and removes its data dir, unless `keepData`. */
  stop(keepData?: boolean): Promise<void>;
}

/**
 * Starts a lake for a bench (this one's sets, bench-replicas.ts, bench-scale.ts): on a free
 * port and a fresh data dir named `<tmp>/<prefix>…`, silent (a log line per request would
 * be measured too), with `options` (query workers) on top.
 */
export async function startBenchLake(
  prefix: string,
  options: Partial<LakeOptions> = {},
): Promise<BenchLake> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const lake = await createLake({
    port: 0,
    dataDir,
    token: BENCH_TOKEN,
    projectId: "local",
    log: () => undefined,
    ...options,
  });
  return {
    lake,
    dataDir,
    client: makeClient(lake.url, { token: BENCH_TOKEN }),
    async stop(keepData = false) {
      await lake.close();
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface BenchCase {
  name: string;
  query: string;
  params?: Record<string, unknown>;
  perspective?: "published" | "drafts";
}

/** The nearest-rank percentile `p` of `sorted` (ascending). */
export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function measure(
  client: SanityClient,
  c: BenchCase,
): Promise<{ p50: number; p99: number; size: number }> {
  const run = () =>
    client.fetch(c.query, c.params ?? {}, { perspective: c.perspective ?? "published" });
  let result: unknown;
  for (let i = 0; i < 10; i++) result = await run(); // warm-up (JIT, view cache)
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    size: JSON.stringify(result ?? null).length,
  };
}

/** Opens `count` listeners (anonymous up to the per-client cap, then with the token). */
async function openListeners(lakeUrl: string, count: number): Promise<AbortController[]> {
  const controllers: AbortController[] = [];
  const query = encodeURIComponent('*[_type == "restaurant" && rating > 4]');
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const controller = new AbortController();
      controllers.push(controller);
      const member = i >= LISTENERS_PER_CLIENT.anonymous;
      const response = await fetch(`${lakeUrl}/v1/data/listen/production?query=${query}`, {
        signal: controller.signal,
        headers: member ? { authorization: `Bearer ${BENCH_TOKEN}` } : {},
      });
      if (response.status !== 200) throw new Error(`listener ${i}: HTTP ${response.status}`);
      // Read the stream, as a real client does (unread streams would back up the lake's writes).
      void response.body?.pipeTo(new WritableStream()).catch(() => undefined);
    }),
  );
  return controllers;
}

/**
 * The lake under load (issue 13): the city page's latency with 0, 100 and 300 open
 * listeners while a restaurant is patched every 100 ms, and while a pathological query
 * runs: nested subqueries tied to the outer document by `^`, so the lake cannot evaluate
 * them once (hoist.ts made the suite's uncorrelated `*[count(*[count(*) > 0]) > 0]`,
 * measured here before, cheap).
 */
const PATHOLOGICAL = "*[count(*[count(*[_id != ^._id]) > 0]) > 0]";

/** What `underLoad` measures, and the write it repeats every 100 ms meanwhile (n counts up). */
export interface LoadCase {
  measure: BenchCase;
  write: (client: SanityClient, n: number) => Promise<unknown>;
}

async function underLoad(client: SanityClient, lakeUrl: string, load: LoadCase): Promise<string> {
  const city = load.measure;
  const rows: { name: string; p50: number; p99: number; size: number }[] = [];
  for (const listeners of [0, 100, 300]) {
    const controllers = await openListeners(lakeUrl, listeners);
    let writes = 0;
    const writer = setInterval(() => {
      writes++;
      // A write that fails (a keep-alive socket closed under it) must not end the bench.
      void load.write(client, writes).catch(() => undefined);
    }, 100);
    try {
      const stats = await measure(client, city);
      rows.push({ name: `${city.name}, ${listeners} listeners, a write every 100 ms`, ...stats });
    } finally {
      clearInterval(writer);
      for (const controller of controllers) controller.abort();
    }
  }
  const heavy = fetch(
    `${lakeUrl}/v1/data/query/production?query=${encodeURIComponent(PATHOLOGICAL)}`,
  ).then((response) => response.status);
  const ping: BenchCase = { name: "ping", query: "1" };
  const during = await measure(client, city);
  rows.push({ name: `${city.name}, while the pathological query runs`, ...during });
  const pingDuring = await measure(client, ping);
  rows.push({ name: "`1` (trivial query), while the pathological query runs", ...pingDuring });
  const status = await heavy;
  for (const row of rows) {
    console.log(
      `Under load | ${row.name}: p50 ${row.p50.toFixed(2)} ms, p99 ${row.p99.toFixed(2)} ms`,
    );
  }
  return table(
    `Under load (generated set; the pathological query ended with HTTP ${status}, the lake's query time limit)`,
    rows,
  );
}

function table(
  title: string,
  rows: { name: string; p50: number; p99: number; size: number }[],
): string {
  const lines = [
    `**${title}**`,
    "",
    "| query | p50 ms | p99 ms | result bytes |",
    "|---|---:|---:|---:|",
    ...rows.map((r) => `| ${r.name} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.size} |`),
  ];
  return lines.join("\n");
}

/** One data set: how to load it (returns the document count), what to query, what to load it with. */
export interface BenchSet {
  label: string;
  load: (client: SanityClient) => Promise<number>;
  cases: BenchCase[];
  underLoad?: LoadCase;
}

async function runSet({ label, load, cases, underLoad: loadCase }: BenchSet): Promise<string> {
  const { lake, client, stop } = await startBenchLake("lake-bench-");
  try {
    const started = performance.now();
    const count = await load(client);
    const loadMs = performance.now() - started;
    const rows = [];
    for (const c of cases) {
      const stats = await measure(client, c);
      rows.push({ name: c.name, ...stats });
      console.log(
        `${label} | ${c.name}: p50 ${stats.p50.toFixed(2)} ms, p99 ${stats.p99.toFixed(2)} ms`,
      );
    }
    const report = table(
      `${label}: ${count} documents (loaded in ${(loadMs / 1000).toFixed(1)} s), ${RUNS} runs each`,
      rows,
    );
    return loadCase ? `${report}\n\n${await underLoad(client, lake.url, loadCase)}` : report;
  } finally {
    await stop();
  }
}

/** Runs every set, one fresh lake each, and prints the Markdown report (docs/benchmarks.md). */
export async function runBench(sets: BenchSet[], notes: string[] = []): Promise<string> {
  const sections = [...notes.map((note) => `_${note}_`)];
  for (const set of sets) sections.push(await runSet(set));
  const index = process.env.LAKE_QUERY_INDEX === "off" ? "off" : "on";
  const report = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(
        " ",
      )}, index shortcuts ${index}. Latency is client-observed (HTTP round trip through @sanity/client).`,
    "",
    ...sections.flatMap((s) => [s, ""]),
  ].join("\n");
  console.log(`\n${report}`);
  return report;
}
