import { CITY_BUTTON } from "../../lib/query-fragments";

/** What the page query (projections.gen.ts) reads of a `cityButtons` section. */
export const cityButtonsProjection = /* groq */ `_type == "cityButtons" => {
  heading, comingSoonLabel,
  cities[]${CITY_BUTTON}
}`;
