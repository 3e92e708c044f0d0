/**
 * `npx tsx lake/bench-replicas.ts`: what one query worker's replica of a dataset costs in
 * memory, per document (issue 23, item 11), and what a shared representation would cost
 * each query instead.
 *
 * For 10,000 and 50,000 documents shaped like `npm run bench:lake`'s generated set (places
 * with an image, coordinates, ratings), it starts a lake with three query workers, writes the
 * documents, and reads the process's RSS before and after the workers load their replicas
 * (the first query makes every worker load the dataset). Then it times `JSON.parse` of the
 * whole dataset's JSON: what a query scanning every document would pay per query if the
 * workers shared one serialized copy (a SharedArrayBuffer) instead of each holding objects.
 */
import os from "node:os";
import { startBenchLake } from "./bench";

const WORKERS = 3;

function place(i: number): Record<string, unknown> {
  const city = Math.floor(i / 100);
  return {
    _id: `place-${i}`,
    _type: ["restaurant", "hotel", "attraction"][i % 3],
    name: `Place ${city}-${i}`,
    cuisine: ["italian", "japanese", "french", "mexican"][i % 4],
    priceTier: ["€", "€€", "€€€"][i % 3],
    rating: 3 + (i % 21) / 10,
    coordinates: { _type: "geopoint", lat: 40 + city * 0.1, lng: 10 + (i % 50) / 1000 },
    image: {
      _type: "image",
      alt: `Photo ${i}`,
      asset: {
        _type: "reference",
        // Weak: the image assets themselves are not written.
        _weak: true,
        _ref: `image-${(i % 20).toString(16).padStart(40, "a")}-1200x800-jpg`,
      },
      hotspot: { _type: "sanity.imageHotspot", x: 0.5, y: 0.5, width: 1, height: 1 },
    },
    description: `A place worth knowing in city ${city}, number ${i}.`,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));
const mb = (bytes: number) => bytes / (1024 * 1024);

async function measure(count: number): Promise<string> {
  const { client, stop } = await startBenchLake("lake-replicas-", { queryWorkers: WORKERS });
  try {
    const docs = Array.from({ length: count }, (_, i) => place(i));
    for (let i = 0; i < docs.length; i += 1000) {
      await client.mutate(
        docs.slice(i, i + 1000).map((doc) => ({ createOrReplace: doc })) as never,
        {
          visibility: "async",
        },
      );
    }
    await settle();
    const before = process.memoryUsage().rss;
    // The first query on the dataset makes every worker load it; one per worker to be sure.
    await Promise.all(Array.from({ length: WORKERS }, () => client.fetch("count(*)")));
    await settle();
    const after = process.memoryUsage().rss;
    const perWorker = (after - before) / WORKERS;
    const json = JSON.stringify(docs);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      JSON.parse(json);
      times.push(performance.now() - started);
    }
    const parseMs = times.sort((a, b) => a - b)[2] as number;
    return `| ${count} | ${(json.length / count).toFixed(0)} | ${mb(before).toFixed(0)} | ${mb(after).toFixed(0)} | ${mb(perWorker).toFixed(0)} | ${(perWorker / count / 1024).toFixed(2)} | ${parseMs.toFixed(0)} |`;
  } finally {
    await stop();
  }
}

async function main(): Promise<void> {
  const rows = [];
  for (const count of [10_000, 50_000]) rows.push(await measure(count));
  console.log(
    [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}, ${WORKERS} query workers.`,
      "",
      "| documents | JSON bytes/doc | RSS before replicas (MB) | RSS after (MB) | per worker (MB) | per worker per document (KB) | JSON.parse of all, median of 5 (ms) |",
      "|---:|---:|---:|---:|---:|---:|---:|",
      ...rows,
    ].join("\n"),
  );
}

main().catch((error: unknown) => {
  console.error(`bench-replicas failed: ${(error as Error).stack ?? error}`);
  process.exit(1);
});
