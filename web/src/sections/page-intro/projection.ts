/** What the page query (projections.gen.ts) reads of a `pageIntro` section. */
export const pageIntroProjection = /* groq */ `_type == "pageIntro" => {
  eyebrow, heading, subheading
}`;
