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
  return compact({
    "@context": "https://schema.org",
    "@type": "TouristDestination",
    name: city.name,
    description: city.tagline ?? undefined,
    url: absoluteUrl(siteUrl, match.pathname),
    image: image(city.heroImage),
    ...(city.country ? { containedInPlace: { "@type": "Country", name: city.country } } : {}),
    includesAttraction: (city.attractions ?? []).map((attraction) =>
      compact({
        "@type": "TouristAttraction",
        name: attraction.name,
        description: attraction.description ?? undefined,
        touristType: attraction.category ?? undefined,
        image: image(attraction.image),
      }),
    ),
    containsPlace: [
      ...(city.restaurants ?? []).map((restaurant) =>
        compact({
          "@type": "Restaurant",
          name: restaurant.name,
          servesCuisine: restaurant.cuisine ?? undefined,
          priceRange: restaurant.priceTier ?? undefined,
          image: image(restaurant.image),
        }),
      ),
      ...(city.hotels ?? []).map((hotel) =>
        compact({
          "@type": "Hotel",
          name: hotel.name,
          address: hotel.location ?? undefined,
          priceRange: hotel.priceTier ?? undefined,
          image: image(hotel.image),
        }),
      ),
    ],
  });
}
