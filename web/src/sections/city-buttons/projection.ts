import { CITY_BUTTON } from "../../lib/query-fragments";

/** What the page query (projections.ts) reads of a `cityButtons` section. */
export const cityButtonsProjection = /* groq */ `_type == "cityButtons" => {
  heading, comingSoonLabel,
  cities[]${CITY_BUTTON}
}`;
