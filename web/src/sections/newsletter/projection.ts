/** What the page query (projections.gen.ts) reads of a `newsletter` section. */
export const newsletterProjection = /* groq */ `_type == "newsletter" => {
  anchorId, heading, text, emailLabel, placeholder, buttonLabel, busyLabel,
  successMessage, invalidEmailMessage, errorMessage, privacyNote
}`;
