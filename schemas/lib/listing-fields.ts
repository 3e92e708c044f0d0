import { defineField } from "sanity";
import { PRICE_TIERS } from "./price-tiers";
import { ratingRule } from "./validation";

/**
 * Fields the places on a city guide share (attractions, restaurants,
 * hotels): the site's place cards read them the same way for every kind.
 */

/** The star rating on a place card; `example` shows staff the format. */
export function ratingField(example: string) {
  return defineField({
    name: "rating",
    title: "Rating",
    type: "number",
    description: `0 to 5, one decimal (e.g. ${example}).`,
    validation: ratingRule,
  });
}

/** € to €€€€, picked with radio buttons so every place uses the same four tiers. */
export function priceTierField() {
  return defineField({
    name: "priceTier",
    title: "Price tier",
    type: "string",
    options: { list: PRICE_TIERS, layout: "radio", direction: "horizontal" },
    validation: (rule) => rule.required(),
  });
}

/**
 * Where the place is, as a Sanity geopoint (`{lat, lng}`). Hotel cards list the
 * guide's attractions and restaurants nearest to each hotel, measured by GROQ's
 * `geo::distance`, so a place without coordinates is simply left out of those
 * lists: a warning, not an error, so a new place can be published before anyone
 * has looked it up. Named `coordinates` because `hotel.location` is already the
 * neighbourhood shown on the card.
 */
export function coordinatesField(what: string) {
  return defineField({
    name: "coordinates",
    title: "Coordinates",
    type: "geopoint",
    description: `Where ${what} is, in decimal degrees copied from any map (the Colosseum is latitude 41.8902, longitude 12.4922). Hotel cards on the guide use it to show how far places are.`,
    validation: (rule) =>
      rule.required().warning("Without coordinates, hotel cards cannot show how far away it is"),
  });
}
