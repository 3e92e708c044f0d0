/** What the page query (projections.gen.ts) reads of a `faq` section. */
export const faqProjection = /* groq */ `_type == "faq" => {
  heading,
  items[]{_key, question, answer}
}`;
