import { PROMO_CODE } from "../../lib/query-fragments";

/** What the page query (projections.ts) reads of a `promoCodeList` section. */
export const promoCodeListProjection = /* groq */ `_type == "promoCodeList" => {
  heading, text, copyLabel, copiedLabel,
  "codes": codes[]->${PROMO_CODE}
}`;
