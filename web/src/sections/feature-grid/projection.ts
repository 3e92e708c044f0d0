import { CITY_BUTTON } from "../../lib/query-fragments";

/** What the page query (projections.gen.ts) reads of a `featureGrid` section. */
export const featureGridProjection = /* groq */ `_type == "featureGrid" => {
  anchorId, heading, subheading, footnote,
  cards[]{_key, iconName, title, description},
  claims[]{_key, value, label},
  citiesHeading, comingSoonLabel,
  cities[]${CITY_BUTTON}
}`;
