/**
 * Each hotel card on a city guide lists the guide's attractions and restaurants
 * nearest to the hotel, with distances the lake computes with GROQ's
 * `geo::distance` (issue 14). The expected lists are worked out here from the
 * seed file's coordinates with an independent haversine, so a wrong scope (`^`),
 * sort, limit or formula in the query shows up as a mismatch with the page.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { formatDistance } from "@tastemap/web/format-distance";
import { CITY_PAGE_QUERY } from "@tastemap/web/queries";
import type { CITY_PAGE_QUERY_RESULT } from "@tastemap/web/sanity.types";
import type { Locator, Page } from "playwright-core";
import { axeViolations, eventually, siteUrl } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { content, withDocumentChange } from "./support/lake";

interface SeedDocument {
  _id: string;
  _type: string;
  /** A place's name, translated per field (attractions) or its own in every language. */
  name?: string | Record<string, string>;
  language?: string;
  slug?: { current: string };
  coordinates?: { lat: number; lng: number };
  attractions?: Array<{ _ref: string }>;
  restaurants?: Array<{ _ref: string }>;
  hotels?: Array<{ _ref: string }>;
  nearbyAttractionsLabel?: string;
  nearbyRestaurantsLabel?: string;
}

/** The seed the e2e stack was loaded from. */
const seed: SeedDocument[] = readFileSync(
  path.resolve(import.meta.dirname, "../../seed/production/data.ndjson"),
  "utf8",
)
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as SeedDocument);
const byId = new Map(seed.map((doc) => [doc._id, doc]));
const cities = seed.filter((doc) => doc._type === "city");

/**
 * Great-circle metres by the haversine formula on the WGS84 equatorial radius,
 * the sphere the hosted API's `geo::distance` uses (its conformance tests pin
 * the figures). Written out here rather than imported from the lake.
 */
function haversineMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_378_137 * Math.asin(Math.sqrt(h));
}

/** A place's name as the guide in `language` shows it. */
const nameIn = (place: SeedDocument, language: string) =>
  typeof place.name === "string" ? place.name : (place.name?.[language] ?? place.name?.en);

/** A city guide version's address: /rome, /it/roma. */
const addressOf = (city: SeedDocument) =>
  `${city.language && city.language !== "en" ? `/${city.language}` : ""}/${city.slug?.current}`;

/** The three of `refs` nearest to the hotel, nearest first, as "name|distance" lines. */
function expectedNearby(
  hotel: SeedDocument,
  refs: Array<{ _ref: string }> | undefined,
  language: string,
) {
  const from = hotel.coordinates;
  if (!from) return [];
  return (refs ?? [])
    .map((ref) => byId.get(ref._ref))
    .filter((place): place is SeedDocument & { coordinates: { lat: number; lng: number } } =>
      Boolean(place?.coordinates),
    )
    .map((place) => ({
      name: nameIn(place, language),
      metres: haversineMetres(from, place.coordinates),
    }))
    .sort((a, b) => a.metres - b.metres)
    .slice(0, 3)
    .map((place) => `${place.name}|${formatDistance(place.metres, language)}`);
}

/** A hotel card's list labelled `label`, as "name|distance" lines. */
async function shownNearby(card: Locator, label: string) {
  const list = card.getByRole("list", { name: label, exact: true });
  return await list
    .getByRole("listitem")
    .evaluateAll((items) =>
      items.map((item) =>
        [...item.querySelectorAll("span")].map((span) => span.textContent).join("|"),
      ),
    );
}

const hotelCard = (page: Page, name: string) =>
  page.locator("article", { has: page.getByRole("heading", { level: 3, name, exact: true }) });

test.describe("city guides: places near each hotel", () => {
  test("the seed places every attraction, restaurant and hotel on the map", () => {
    const places = seed.filter((doc) => ["attraction", "restaurant", "hotel"].includes(doc._type));
    expect(places.length).toBeGreaterThanOrEqual(27);
    for (const place of places) {
      expect(place.coordinates, place._id).toMatchObject({
        _type: "geopoint",
        lat: expect.any(Number),
        lng: expect.any(Number),
      });
    }
  });

  test("lists each hotel's nearest attractions and restaurants with their distances, at 1280 and 390 px", async ({
    openPublicPage,
  }) => {
    expect(cities.length).toBeGreaterThan(0);
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { page, errors } = await openPublicPage({ viewport });
      for (const city of cities) {
        const attractionsLabel = city.nearbyAttractionsLabel as string;
        const restaurantsLabel = city.nearbyRestaurantsLabel as string;
        // Every version of the guide: English at /rome, Italian at /it/roma.
        const language = city.language ?? "en";
        await page.goto(siteUrl(addressOf(city)));
        expect(city.hotels?.length ?? 0, addressOf(city)).toBeGreaterThan(0);
        for (const ref of city.hotels ?? []) {
          const hotel = byId.get(ref._ref) as SeedDocument;
          const card = hotelCard(page, nameIn(hotel, language) as string);
          const attractions = expectedNearby(hotel, city.attractions, language);
          const restaurants = expectedNearby(hotel, city.restaurants, language);
          expect(attractions, hotel._id).toHaveLength(3);
          expect(restaurants, hotel._id).toHaveLength(3);
          await eventually(() => shownNearby(card, attractionsLabel)).toEqual(attractions);
          expect(await shownNearby(card, restaurantsLabel)).toEqual(restaurants);
        }
        // Nothing spills sideways, and no distance breaks between figure and unit.
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
          ),
        ).toBe(true);
        const distanceHeights = await page
          .locator("[data-distance]")
          .evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().height));
        const lineHeight = Math.min(...distanceHeights);
        for (const height of distanceHeights) expect(height).toBeLessThan(lineHeight * 1.5);
      }
      expect(await axeViolations(page, { include: "#hotels" })).toEqual([]);
      expect(errors).toEqual([]);
    }
  });

  test("answers the lists from the query itself, nearest first, and an empty list for a hotel without coordinates", async () => {
    const city = cities[0] as SeedDocument;
    const slug = city.slug?.current as string;
    const hotelId = city.hotels?.[0]?._ref as string;
    const before = await content<CITY_PAGE_QUERY_RESULT>(CITY_PAGE_QUERY, { slug, lang: "en" });
    const hotel = before.hotels.find((candidate) => candidate._id === hotelId);
    const metres = hotel?.nearbyAttractions.map((place) => place.metres) ?? [];
    expect(metres).toHaveLength(3);
    expect(metres).toEqual([...metres].sort((a, b) => a - b));

    await withDocumentChange(
      hotelId,
      (patch) => patch.unset(["coordinates"]),
      async () => {
        const after = await content<CITY_PAGE_QUERY_RESULT>(CITY_PAGE_QUERY, { slug, lang: "en" });
        const bare = after.hotels.find((candidate) => candidate._id === hotelId);
        expect(bare?.nearbyAttractions).toEqual([]);
        expect(bare?.nearbyRestaurants).toEqual([]);
        // The other hotels keep theirs.
        for (const other of after.hotels.filter((candidate) => candidate._id !== hotelId)) {
          expect(other.nearbyAttractions.length).toBeGreaterThan(0);
        }
      },
    );
  });

  test("puts the lists in the prerendered HTML", async () => {
    const city = cities[0] as SeedDocument;
    const html = await (await fetch(siteUrl(`/${city.slug?.current}`))).text();
    expect(city.hotels?.length ?? 0).toBeGreaterThan(0);
    for (const ref of city.hotels ?? []) {
      const hotel = byId.get(ref._ref) as SeedDocument;
      const listId = `${hotel._id}-nearby-attractions`;
      expect(html).toContain(`id="${listId}"`);
      expect(html).toContain(`aria-labelledby="${listId}"`);
      // The names and distances, in order, between the list's start and end.
      const start = html.indexOf(">", html.indexOf(`aria-labelledby="${listId}"`)) + 1;
      const list = html.slice(start, html.indexOf("</ul>", start));
      // Emotion writes each component's CSS as a <style> beside it: not text.
      const text = list
        .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")
        .replace(/<[^>]+>/g, "|")
        .replace(/&amp;/g, "&");
      const shown = text.split("|").filter((part) => part.trim() !== "");
      expect(shown).toEqual(
        expectedNearby(hotel, city.attractions, "en").flatMap((line) => line.split("|")),
      );
    }
  });
});
