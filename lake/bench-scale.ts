/**
 * `npm run bench:lake-scale`: how soon the lake is ready at scale (issue 38, "ready at
 * once"). It writes DOCS documents of ~2.25 KB (default 50,000) into a fresh data dir, then
 * starts the lake as its own process (`node lake/start.mjs`, its bundle, as `npm run lake` does;
 * the bundle is brought up to date before the clock starts) and measures:
 * the first `/v1/ping` answered after the start, the first query answered, the process's RSS
 * once the query workers hold the dataset, and, after a bulk import of IMPORT documents
 * (default 10,000) in one transaction, the first query after the import's answer; then, with
 * LISTENERS listeners (default 200) open, the time from a write's answer to their events
 * (bench-fanout.ts).
 *
 * Options (environment): DOCS, IMPORT, BENCH_KEEP=1 keeps the data dir as written (before the
 * lake under test started on a copy of it); BENCH_DATA=<dir> starts on a copy of a data dir so
 * kept instead of writing one (every run of an A/B then reads the same log); BENCH_LAKE=<dir>
 * starts another checkout's lake directory (the code to compare with), its packages resolved
 * from this checkout's; one from before the bundle (ADR 0067) runs on tsx.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BENCH_TOKEN, startBenchLake } from "./bench";
import { listenerFanOut } from "./bench-fanout";
import { spawnLake } from "./testing/lake-process";
import { makeClient } from "./testing/test-lake";

const DOCS = Number(process.env.DOCS ?? 50_000);
const IMPORT = Number(process.env.IMPORT ?? 10_000);
const BATCH = 2_000;
const LISTENERS = Number(process.env.LISTENERS ?? 200);

/** A document of about 2.25 KB of JSON, shaped like the site's places. */
function place(i: number, prefix = "place"): Record<string, unknown> {
  const city = Math.floor(i / 100);
  return {
    _id: `${prefix}-${i}`,
    _type: ["restaurant", "hotel", "attraction"][i % 3],
    name: `Place ${city}-${i}`,
    city: { _type: "reference", _ref: `city-${city}`, _weak: true },
    cuisine: ["italian", "japanese", "french", "mexican"][i % 4],
    rating: 3 + (i % 21) / 10,
    coordinates: { _type: "geopoint", lat: 40 + city * 0.1, lng: 10 + (i % 50) / 1000 },
    body: [
      {
        _type: "block",
        _key: "b1",
        style: "normal",
        children: [
          {
            _type: "span",
            _key: "s1",
            text: `A place worth knowing in city ${city}, number ${i}. `.repeat(46),
          },
        ],
      },
    ],
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function write(client: ReturnType<typeof makeClient>, docs: Record<string, unknown>[]) {
  for (let i = 0; i < docs.length; i += BATCH) {
    await client.mutate(
      docs.slice(i, i + BATCH).map((doc) => ({ createOrReplace: doc })) as never,
      {
        visibility: "async",
      },
    );
  }
}

/** Polls `probe` every 20 ms until it answers 200; the time it took, from `since`. */
async function firstAnswer(probe: () => Promise<Response>, since: number): Promise<number> {
  for (;;) {
    try {
      const response = await probe();
      await response.arrayBuffer();
      if (response.ok) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The process's resident memory now (VmRSS), or its peak so far (VmHWM). */
function rssMb(child: ChildProcess, field: "VmRSS" | "VmHWM" = "VmRSS"): number {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  // Worker threads are threads of this process: VmRSS counts them.
  return kb / 1024;
}

/** A fresh data dir holding DOCS documents, written through a lake (in this process). */
async function writtenDataDir(): Promise<string> {
  const setup = await startBenchLake("lake-scale-data-");
  const docs = Array.from({ length: DOCS }, (_, i) => place(i));
  await write(setup.client, docs);
  await setup.stop(true);
  return setup.dataDir;
}

/**
 * The process's RSS once the query workers hold the dataset: they load it one after another
 * in the background after the first query, so RSS is sampled until it has grown by no more
 * than SETTLED_MB for SETTLED_MS (at most a minute).
 */
async function settledRssMb(child: ChildProcess): Promise<number> {
  const SETTLED_MB = 8;
  const SETTLED_MS = 4_000;
  let high = rssMb(child);
  let since = performance.now();
  const until = since + 60_000;
  while (performance.now() - since < SETTLED_MS && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = rssMb(child);
    if (now > high + SETTLED_MB) {
      high = now;
      since = performance.now();
    }
  }
  return rssMb(child);
}

/**
 * Brings `lakeDir`'s bundle up to date before the clock starts, so the timed start is what
 * every start but the first after an edit is (ADR 0067); says what it did. A checkout from
 * before the bundle has none.
 */
async function prepareBundle(lakeDir: string): Promise<string> {
  const bundleDir = path.join(lakeDir, "bundle");
  if (!fs.existsSync(path.join(bundleDir, "lake-bundle.mjs"))) return "none (tsx)";
  const { ensureBundle } = (await import(
    pathToFileURL(path.join(bundleDir, "fresh-bundle.mjs")).href
  )) as typeof import("./bundle/fresh-bundle.mjs");
  const { LAKE_BUNDLE } = (await import(
    pathToFileURL(path.join(bundleDir, "lake-bundle.mjs")).href
  )) as typeof import("./bundle/lake-bundle.mjs");
  const since = performance.now();
  const { built } = await ensureBundle(LAKE_BUNDLE);
  return built ? `built in ${(performance.now() - since).toFixed(0)} ms first` : "fresh";
}

async function main(): Promise<void> {
  const source = process.env.BENCH_DATA ?? (await writtenDataDir());
  const written = process.env.BENCH_DATA ? undefined : source;
  // The lake under test runs on a copy: its import must not change what the next run reads.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lake-scale-"));
  fs.cpSync(source, dataDir, { recursive: true });
  const bytesPerDoc = JSON.stringify(place(1)).length;

  const lakeDir = process.env.BENCH_LAKE
    ? path.resolve(process.env.BENCH_LAKE)
    : import.meta.dirname;
  const bundle = await prepareBundle(lakeDir);
  const port = await freePort();
  const load1 = os.loadavg()[0]?.toFixed(2);
  const started = performance.now();
  const lake = spawnLake({
    port,
    dataDir,
    token: BENCH_TOKEN,
    lakeDir,
  });
  const { child, url } = lake;
  try {
    const query = (text: string) =>
      fetch(`${url}/v1/data/query/production?query=${encodeURIComponent(text)}`);
    const ping = await firstAnswer(() => fetch(`${url}/v1/ping`), started);
    const firstQuery = await firstAnswer(() => query('count(*[_type == "hotel"])'), started);
    const rss = await settledRssMb(child);

    const client = makeClient(url, { token: BENCH_TOKEN });
    const imported = Array.from({ length: IMPORT }, (_, i) => place(i, "imported"));
    await client.mutate(imported.map((doc) => ({ createOrReplace: doc })) as never, {
      visibility: "sync",
    });
    const afterImport = performance.now();
    const queryAfterImport = await firstAnswer(
      () => query('count(*[_type == "restaurant"])'),
      afterImport,
    );
    const rssAfterImport = rssMb(child);
    const peak = rssMb(child, "VmHWM");
    const fanOut = await listenerFanOut(url, client, BENCH_TOKEN, { listeners: LISTENERS });
    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ");
    console.log(
      [
        `Measured ${new Date().toISOString()} on ${os.availableParallelism()} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}, load average ${load} (1 min before the start: ${load1}); lake: ${process.env.BENCH_LAKE ?? "this checkout"}; bundle: ${bundle}.`,
        "",
        "| documents | JSON bytes/doc | ping after start (ms) | first query after start (ms) | RSS with replicas (MB) | import | first query after the import's answer (ms) | RSS after import (MB) | peak RSS (MB) |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        `| ${DOCS} | ${bytesPerDoc} | ${ping.toFixed(0)} | ${firstQuery.toFixed(0)} | ${rss.toFixed(0)} | ${IMPORT} in one transaction | ${queryAfterImport.toFixed(0)} | ${rssAfterImport.toFixed(0)} | ${peak.toFixed(0)} |`,
        "",
        `${fanOut.listeners} listeners on one document, ${fanOut.writes} writes to it one after another: from the mutation's answer to each listener's event, p50 ${fanOut.p50.toFixed(1)} ms, p95 ${fanOut.p95.toFixed(1)} ms, max ${fanOut.max.toFixed(1)} ms.`,
      ].join("\n"),
    );
  } catch (error) {
    // What the lake said is the likeliest reason.
    console.error(lake.output());
    throw error;
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (written && process.env.BENCH_KEEP) console.log(`Data dir kept (BENCH_DATA): ${written}`);
    else if (written) fs.rmSync(written, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench-scale failed: ${(error as Error).stack ?? error}`);
  process.exit(1);
});
