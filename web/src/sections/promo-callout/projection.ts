/** What the page query (projections.gen.ts) reads of a `promoCallout` section. */
export const promoCalloutProjection = /* groq */ `_type == "promoCallout" => {
  label, text,
  promoCode->{
    code,
    "description": coalesce(string(description[$lang]), description.en)
  }
}`;
