/** What the page query (projections.gen.ts) reads of a `richText` section. */
export const richTextProjection = /* groq */ `_type == "richText" => {
  heading,
  body[_type == "block"]
}`;
