/** A promo code in the visitor's language ($lang). */
const PROMO_CODE = /* groq */ `{
  _id,
  code,
  appliesTo,
  "description": coalesce(string(description[$lang]), description.en)
}`;

/** What the page query (projections.gen.ts) reads of a `promoCodeList` section. */
export const promoCodeListProjection = /* groq */ `_type == "promoCodeList" => {
  heading, text, copyLabel, copiedLabel,
  "codes": codes[]->${PROMO_CODE}
}`;
