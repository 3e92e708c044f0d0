/**
 * `npm run bench:lake`: page-query latency of the local Content Lake through @sanity/client,
 * with this site's real queries (`@tastemap/web/queries`) on (a) seed/production/data.ndjson
 * when it exists and (b) a generated 10,000-document set shaped like the site's schemas
 * (cities that reference restaurants/hotels/attractions with images), plus a few list/count
 * queries, N times each, printing p50/p99; then the city page under load. The measuring is
 * the lake's own bench (`@tastemap/lake/bench`); this file holds what is the site's.
 *
 * Options: BENCH_RUNS (default 200). LAKE_QUERY_INDEX=off disables the lake's
 * type/id/reference index shortcuts, to compare against plain groq-js.
 */
import fs from "node:fs";
import path from "node:path";
import { type BenchSet, runBench } from "@tastemap/lake/bench";
import { importArchive } from "@tastemap/lake/transfer";
import { CITY_PAGE_QUERY, PAGE_QUERY, ROOT_QUERY } from "@tastemap/web/queries";

const root = path.resolve(import.meta.dirname, "..");

/** Every English city guide's name and slug in the site's order: a list query of the kind a sitemap runs. */
const CITY_SLUGS = `*[_type == "city" && defined(slug.current) && coalesce(language, "en") == "en"]
  | order(order asc){name, "slug": slug.current}`;

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

async function main(): Promise<void> {
  const sets: BenchSet[] = [];
  const notes: string[] = [];
  const seed = path.join(root, "seed/production");
  if (fs.existsSync(path.join(seed, "data.ndjson"))) {
    sets.push({
      label: "Seed set",
      load: async (client) =>
        (await importArchive({ source: seed, client, operation: "createOrReplace" })).documents,
      cases: [
        { name: "site settings and 404 (ROOT_QUERY)", query: ROOT_QUERY, params: { lang: "en" } },
        { name: "home page (PAGE_QUERY)", query: PAGE_QUERY, params: { slug: "home", lang: "en" } },
        { name: "city slugs", query: CITY_SLUGS },
        {
          name: "city page (first city)",
          query: `${CITY_PAGE_QUERY}`,
          params: { lang: "en", slug: "amsterdam" },
        },
      ],
    });
  } else {
    const note = "seed/production/data.ndjson does not exist yet: seed-set benchmark skipped.";
    console.log(note);
    notes.push(note);
  }
  sets.push({
    label: "Generated set",
    load: async (client) => {
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
    cases: [
      {
        name: "city page (CITY_PAGE_QUERY, 9 derefs + images)",
        query: CITY_PAGE_QUERY,
        params: { slug: "city-42", lang: "en" },
      },
      { name: "city slugs (ordered)", query: CITY_SLUGS },
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
        params: { slug: "city-0", lang: "en" },
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
    // The city page while a restaurant is patched every 100 ms.
    underLoad: {
      measure: {
        name: "city page",
        query: CITY_PAGE_QUERY,
        params: { slug: "city-42", lang: "en" },
      },
      write: (client, n) =>
        client
          .patch(`restaurant-1-${n % 50}`)
          .set({ rating: 4.5 })
          .commit(),
    },
  });
  await runBench(sets, notes);
}

main().catch((error: unknown) => {
  console.error(`bench:lake failed: ${(error as Error).stack ?? error}`);
  process.exit(1);
});
