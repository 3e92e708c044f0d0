/** What the page query (projections.gen.ts) reads of a `serviceGrid` section. */
export const serviceGridProjection = /* groq */ `_type == "serviceGrid" => {
  anchorId, heading, text, numbered,
  cards[]{_key, iconName, title, description}
}`;
