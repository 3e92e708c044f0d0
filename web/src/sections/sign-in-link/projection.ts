/** What the page query (projections.gen.ts) reads of a `signInLink` section. */
export const signInLinkProjection = /* groq */ `_type == "signInLink" => {
  text, label, href
}`;
