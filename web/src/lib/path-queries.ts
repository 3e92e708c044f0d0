import { defineQuery } from "groq";
import { PAGE, VERSIONS } from "./page-queries/built-page";
import { IMAGE, SEO } from "./query-fragments";

/**
 * The queries of the addresses staff make in Studio: a city guide or a page
 * built from sections at /slug or /<language>/slug (routes/{-$lang}/$city.tsx); a page of a
 * route's own (/welcome-you-merchants) is read with PAGE_QUERY (page-queries/built-page.ts).
 * Apart from queries.ts, which the root layout imports, so that their text travels in the
 * chunks of the routes that run them, not in the entry chunk every page loads. Typegen reads
 * this file too.
 */

/*
 * Inside a hotel's projection on a city guide: the guide's own attractions (or
 * restaurants), nearest first, at most three, each with its distance from the
 * hotel in metres. `^` is the enclosing scope: `^.attractions` the city's list,
 * and inside each attraction's projection `^.coordinates` the hotel's geopoint.
 * `geo::distance` is null when either place has no coordinates; those places
 * are dropped, so a hotel without coordinates gets an empty list. The
 * parentheses matter: without them the filter would apply to each projected
 * object rather than to the list. The city's own places, not every place in the
 * dataset: each one named here has its card higher up the page.
 */
const NEAREST_ATTRACTIONS = /* groq */ `coalesce(
        (^.attractions[]->{
          _id,
          "name": coalesce(string(name[$lang]), name.en),
          "metres": geo::distance(^.coordinates, coordinates)
        })[defined(metres)]
          | order(metres asc)[0...3],
        []
      )`;

const NEAREST_RESTAURANTS = /* groq */ `coalesce(
        (^.restaurants[]->{_id, name, "metres": geo::distance(^.coordinates, coordinates)})[defined(metres)]
          | order(metres asc)[0...3],
        []
      )`;

/*
 * A place's short copy, translated per field (decision 0035), in $lang: the language
 * of the guide version shown (the route asks again in English for a guide standing in
 * for a missing translation, so its places are not in another language than it).
 */
const PLACE_LANGUAGE = /* groq */ `[$lang]`;

/** A city guide's content (CITY_PAGE_QUERY, and PATH_QUERY's `city`). */
export const CITY_PAGE = /* groq */ `{
    _id,
    language,
    "versions": ${VERSIONS},
    name,
    "slug": slug.current,
    country,
    tagline,
    intro,
    heroImage${IMAGE},
    stats[]{_key, value, label},
    attractionsHeading,
    "attractions": attractions[]->{
      _id,
      "name": coalesce(string(name${PLACE_LANGUAGE}), name.en),
      "category": coalesce(string(category${PLACE_LANGUAGE}), category.en),
      rating,
      "description": coalesce(string(description${PLACE_LANGUAGE}), description.en),
      image${IMAGE}
    },
    restaurantsHeading,
    "restaurants": restaurants[]->{
      _id, name, "cuisine": coalesce(string(cuisine${PLACE_LANGUAGE}), cuisine.en),
      priceTier, rating, image${IMAGE}
    },
    hotelsHeading,
    nearbyAttractionsLabel,
    nearbyRestaurantsLabel,
    "hotels": hotels[]->{
      _id, name, "location": coalesce(string(location${PLACE_LANGUAGE}), location.en),
      priceTier, rating, image${IMAGE},
      "nearbyAttractions": ${NEAREST_ATTRACTIONS},
      "nearbyRestaurants": ${NEAREST_RESTAURANTS}
    },
    ctaHeading,
    ctaText,
    ctaLabel,
    seo${SEO}
  }`;

/** A city guide by its slug and language (tests and benchmarks; the site reads PATH_QUERY). */
export const CITY_PAGE_QUERY = defineQuery(`
  *[_type == "city" && slug.current == $slug && coalesce(language, "en") == $lang][0]${CITY_PAGE}
`);

/**
 * What an address of a slug shows, in one request (routes/{-$lang}/$city.tsx): the
 * city guide with this slug, or else the page built from sections with it. Not the home
 * page (slug "home", schemas/site-routes.ts): it is served at / and /it, and /home is the 404.
 *
 * Each is the version in $lang with that slug if there is one, else the English
 * version, else any: the route then sends an other-language slug on to the version
 * in $lang (/it/rome -> /it/roma, /roma -> /rome), or shows the English one with
 * the notice when $lang has none (decision 0035).
 */
export const PATH_QUERY = defineQuery(`{
  "city": *[_type == "city" && slug.current == $slug]
    | order(coalesce(language, "en") == $lang desc, coalesce(language, "en") == "en" desc)[0]${CITY_PAGE},
  "page": *[_type == "page" && slug.current == $slug && $slug != "home"]
    | order(coalesce(language, "en") == $lang desc, coalesce(language, "en") == "en" desc)[0]${PAGE}
}`);
