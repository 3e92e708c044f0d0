import type { CITY_PAGE_QUERY_RESULT } from "../../lib/sanity.types";
import { absoluteUrl, type HeadMatch, ogImageUrl } from "../../lib/seo/page-head";

type City = NonNullable<CITY_PAGE_QUERY_RESULT>;

const compact = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry != null && entry !== ""));

/**
 * schema.org structured data for a city guide: the city as a TouristDestination,
 * its attractions as `includesAttraction`, its restaurants and hotels as
 * `containsPlace`. Ratings are left out: they are the editors' own scores, and
 * search engines require a review count for an AggregateRating.
 */
export function cityJsonLd(city: City, match: HeadMatch): Record<string, unknown> {
  const { siteUrl, images } = match.context;
  const image = (value: Parameters<typeof ogImageUrl>[1]) => ogImageUrl(images, value);
  /** A place the guide lists, as a schema.org `type`: its name, its details, its image. */
  const place = (
    type: string,
    item: { name: string; image?: Parameters<typeof ogImageUrl>[1] },
    details: Record<string, unknown>,
  ) => compact({ "@type": type, name: item.name, ...details, image: image(item.image) });
  return compact({
    "@context": "https://schema.org",
    "@type": "TouristDestination",
    name: city.name,
    description: city.tagline ?? undefined,
    url: absoluteUrl(siteUrl, match.pathname),
    image: image(city.heroImage),
    ...(city.country ? { containedInPlace: { "@type": "Country", name: city.country } } : {}),
    includesAttraction: (city.attractions ?? []).map((attraction) =>
      place("TouristAttraction", attraction, {
        description: attraction.description,
        touristType: attraction.category,
      }),
    ),
    containsPlace: [
      ...(city.restaurants ?? []).map((restaurant) =>
        place("Restaurant", restaurant, {
          servesCuisine: restaurant.cuisine,
          priceRange: restaurant.priceTier,
        }),
      ),
      ...(city.hotels ?? []).map((hotel) =>
        place("Hotel", hotel, { address: hotel.location, priceRange: hotel.priceTier }),
      ),
    ],
  });
}
