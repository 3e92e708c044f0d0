/** What the page query (projections.ts) reads of a `signInLink` section. */
export const signInLinkProjection = /* groq */ `_type == "signInLink" => {
  text, label, href
}`;
