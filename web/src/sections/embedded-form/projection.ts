/** What the page query (projections.gen.ts) reads of a `embeddedForm` section. */
export const embeddedFormProjection = /* groq */ `_type == "embeddedForm" => {
  anchorId, heading, text, formEmbedId, formEmbedScriptUrl, loadingLabel, fallbackText
}`;
