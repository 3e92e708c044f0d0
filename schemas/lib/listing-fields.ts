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
