/** What the page query (projections.gen.ts) reads of a `phoneDemos` section. */
export const phoneDemosProjection = /* groq */ `_type == "phoneDemos" => {
  heading, text, openLabel,
  demos[]{_key, title, description, url}
}`;
