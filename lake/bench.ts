/**
 * `npm run bench:lake`: page-query latency of the local Content Lake through @sanity/client.
 *
 * Starts an in-process lake on a temp dir, loads (a) seed/production/data.ndjson when it exists
 * and (b) a generated 10,000-document set shaped like the site's schemas (cities that
 * reference restaurants/hotels/attractions with images), then runs the site's real queries
 * (web/src/lib/queries.ts) and a few list/count queries N times each, printing p50/p99.
 *
 * Then the same lake under load: with 0, 100 and 300 open listeners and a write every
 * 100 ms, and while a pathological query runs (see `underLoad`).
 *
 * Options: BENCH_RUNS (default 200). LAKE_QUERY_INDEX=off disables the lake's
 * type/id/reference index shortcuts, to compare against plain groq-js.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SanityClient } from "@sanity/client";
import { SANITY_API_VERSION } from "../config";
import { lakeWriteClient } from "../scripts/lib/lake-client";
import {
  CITY_PAGE_QUERY,
  CITY_SLUGS_QUERY,
  HOME_PAGE_QUERY,
  SITE_SETTINGS_QUERY,
} from "../web/src/lib/queries";
import { LISTENERS_PER_CLIENT } from "./http/handlers/listen";
import { createLake } from "./lake";
import { importArchive } from "./transfer/archive";

const root = path.resolve(import.meta.dirname, "..");
const RUNS = Number(process.env.BENCH_RUNS || 200);
const TOKEN = "bench-token";

interface Case {
  name: string;
  query: string;
  params?: Record<string, unknown>;
  perspective?: "published" | "drafts";
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function measure(
  client: SanityClient,
  c: Case,
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
        headers: member ? { authorization: `Bearer ${TOKEN}` } : {},
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

async function underLoad(client: SanityClient, lakeUrl: string): Promise<string> {
  const city: Case = { name: "city page", query: CITY_PAGE_QUERY, params: { slug: "city-42" } };
  const rows: { name: string; p50: number; p99: number; size: number }[] = [];
  for (const listeners of [0, 100, 300]) {
    const controllers = await openListeners(lakeUrl, listeners);
    let writes = 0;
    const writer = setInterval(() => {
      writes++;
      // A write that fails (a keep-alive socket closed under it) must not end the bench.
      void client
        .patch(`restaurant-1-${writes % 50}`)
        .set({ rating: 4.5 })
        .commit()
        .catch(() => undefined);
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
  const ping: Case = { name: "ping", query: "1" };
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

/** 10,000 documents: 100 cities × (50 restaurants, 30 hotels, 19 attractions), 20 image assets. */
function generated(): Record<string, unknown>[] {
  const docs: Record<string, unknown>[] = [];
  const cuisines = ["italian", "japanese", "french", "mexican", "indian", "thai"];
  const tiers = ["€", "€€", "€€€", "€€€€"];
  const assets = Array.from({ length: 20 }, (_, i) => {
    const sha = i.toString(16).padStart(40, "a");
    return {
      _id: `image-${sha}-1200x800-jpg`,
      _type: "sanity.imageAsset",
      sha1hash: sha,
      assetId: sha,
      extension: "jpg",
      mimeType: "image/jpeg",
      path: `images/local/production/${sha}-1200x800.jpg`,
      metadata: {
        _type: "sanity.imageMetadata",
        dimensions: { _type: "sanity.imageDimensions", width: 1200, height: 800, aspectRatio: 1.5 },
        lqip: "data:image/jpeg;base64,/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/",
      },
    };
  });
  docs.push(...assets.slice(0, 20));
  const image = (n: number) => ({
    _type: "image",
    alt: `Photo ${n}`,
    asset: { _type: "reference", _ref: (assets[n % assets.length] as { _id: string })._id },
    hotspot: { _type: "sanity.imageHotspot", x: 0.5, y: 0.5, width: 1, height: 1 },
  });
  // Places spread over a few kilometres around each city's centre, so the city query's
  // geo::distance lists have work to do.
  const coordinates = (c: number, i: number) => ({
    _type: "geopoint",
    lat: 40 + c * 0.1 + ((i * 37) % 50) / 1000,
    lng: 10 + c * 0.1 + ((i * 53) % 50) / 1000,
  });
  let n = 0;
  for (let c = 0; c < 100; c++) {
    const cityId = `city-${c}`;
    const refs = (kind: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        _key: `${kind}${i}`,
        _type: "reference",
        _ref: `${kind}-${c}-${i}`,
      }));
    for (let i = 0; i < 50; i++) {
      docs.push({
        _id: `restaurant-${c}-${i}`,
        _type: "restaurant",
        name: `Restaurant ${c}-${i}`,
        cuisine: cuisines[(c + i) % cuisines.length],
        priceTier: tiers[i % tiers.length],
        rating: 3 + ((c * 7 + i * 13) % 21) / 10,
        coordinates: coordinates(c, i),
        image: image(n++),
      });
    }
    for (let i = 0; i < 30; i++) {
      docs.push({
        _id: `hotel-${c}-${i}`,
        _type: "hotel",
        name: `Hotel ${c}-${i}`,
        location: `District ${i % 7}`,
        priceTier: tiers[(c + i) % tiers.length],
        rating: 3 + ((c * 3 + i * 11) % 21) / 10,
        coordinates: coordinates(c, i + 100),
        image: image(n++),
      });
    }
    for (let i = 0; i < 19; i++) {
      docs.push({
        _id: `attraction-${c}-${i}`,
        _type: "attraction",
        name: `Attraction ${c}-${i}`,
        category: ["museum", "park", "landmark"][i % 3],
        rating: 4 + (i % 10) / 10,
        description: `A place worth seeing in city ${c}.`,
        coordinates: coordinates(c, i + 200),
        image: image(n++),
      });
    }
    docs.push({
      _id: cityId,
      _type: "city",
      name: `City ${c}`,
      slug: { _type: "slug", current: `city-${c}` },
      country: ["Italy", "Spain", "France", "Netherlands"][c % 4],
      order: c,
      tagline: `The best of city ${c}`,
      intro: `An introduction to city ${c}.`,
      heroImage: image(c),
      stats: [{ _key: "s1", value: "50", label: "restaurants" }],
      attractionsHeading: "What to see",
      attractions: refs("attraction", 3),
      restaurantsHeading: "Where to eat",
      restaurants: refs("restaurant", 3),
      hotelsHeading: "Where to sleep",
      hotels: refs("hotel", 3),
      ctaHeading: "Join",
      ctaText: "Sign up",
      ctaLabel: "Sign up",
      seo: { title: `City ${c}`, description: "..." },
    });
  }
  // A draft of every tenth restaurant, as editors leave them around.
  for (let c = 0; c < 100; c += 10)
    docs.push({ _id: `drafts.restaurant-${c}-0`, _type: "restaurant", name: `Draft ${c}` });
  return docs.slice(0, 10_000);
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

async function runSet(
  label: string,
  load: (client: SanityClient) => Promise<number>,
  cases: Case[],
  underLoad?: (client: SanityClient, lakeUrl: string) => Promise<string>,
): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lake-bench-"));
  const lake = await createLake({
    port: 0,
    dataDir,
    token: TOKEN,
    projectId: "local",
    log: () => undefined,
  });
  try {
    const client = lakeWriteClient({
      sanity: {
        projectId: "local",
        dataset: "production",
        apiVersion: SANITY_API_VERSION,
        apiHost: lake.url,
        token: TOKEN,
      },
    });
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
    return underLoad ? `${report}\n\n${await underLoad(client, lake.url)}` : report;
  } finally {
    await lake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const sections: string[] = [];
  const seed = path.join(root, "seed/production");
  if (fs.existsSync(path.join(seed, "data.ndjson"))) {
    sections.push(
      await runSet(
        "Seed set",
        async (client) =>
          (await importArchive({ source: seed, client, operation: "createOrReplace" })).documents,
        [
          { name: "site settings", query: SITE_SETTINGS_QUERY, params: { lang: "en" } },
          { name: "home page", query: HOME_PAGE_QUERY, params: { lang: "en" } },
          { name: "city slugs", query: CITY_SLUGS_QUERY, params: { lang: "en" } },
          {
            name: "city page (first city)",
            query: `${CITY_PAGE_QUERY}`,
            params: { lang: "en", slug: "amsterdam" },
          },
        ],
      ),
    );
  } else {
    const note = "seed/production/data.ndjson does not exist yet: seed-set benchmark skipped.";
    console.log(note);
    sections.push(`_${note}_`);
  }
  sections.push(
    await runSet(
      "Generated set",
      async (client) => {
        const docs = generated();
        for (let i = 0; i < docs.length; i += 500) {
          await client.mutate(
            docs.slice(i, i + 500).map((doc) => ({ createOrReplace: doc })) as never,
            {
              returnDocuments: false,
            },
          );
        }
        return docs.length;
      },
      [
        {
          name: "city page (CITY_PAGE_QUERY, 9 derefs + images)",
          query: CITY_PAGE_QUERY,
          params: { slug: "city-42" },
        },
        { name: "city slugs (CITY_SLUGS_QUERY, ordered)", query: CITY_SLUGS_QUERY },
        {
          name: "filtered list: restaurants by cuisine, ordered, sliced 0...24",
          query:
            '*[_type == "restaurant" && cuisine == $cuisine && rating >= 4] | order(rating desc, name asc)[0...24]{_id, name, rating, priceTier, "lqip": image.asset->metadata.lqip}',
          params: { cuisine: "italian" },
        },
        {
          name: "reverse lookup: cities referencing a restaurant",
          query: '*[_type == "city" && references($id)]{name, "slug": slug.current}',
          params: { id: "restaurant-42-1" },
        },
        {
          name: "counts per type",
          query:
            '{"restaurants": count(*[_type == "restaurant"]), "hotels": count(*[_type == "hotel"]), "cities": count(*[_type == "city"])}',
        },
        {
          name: "city page, drafts perspective",
          query: CITY_PAGE_QUERY,
          params: { slug: "city-0" },
          perspective: "drafts",
        },
        {
          name: "by id: *[_id == $id][0]",
          query: "*[_id == $id][0]",
          params: { id: "hotel-99-29" },
        },
        {
          name: "unindexed filter: *[rating > 4.9] (full scan)",
          query: "count(*[rating > 4.9])",
        },
      ],
      underLoad,
    ),
  );
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
}

main().catch((error: unknown) => {
  console.error(`bench:lake failed: ${(error as Error).stack ?? error}`);
  process.exit(1);
});
