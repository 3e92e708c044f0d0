import { IMAGE, LINKS } from "../../lib/query-fragments";

/** What the page query (projections.gen.ts) reads of a `hero` section. */
export const heroProjection = /* groq */ `_type == "hero" => {
  layout, eyebrow, heading, subheading, languageLabel,
  ctas[]${LINKS},
  image${IMAGE},
  claims[]{_key, value, label},
  offer{label, text, terms[_type == "block"], promoCode->{code, "description": coalesce(string(description[$lang]), description.en)}}
}`;
