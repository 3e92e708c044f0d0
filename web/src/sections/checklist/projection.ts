/** What the page query (projections.gen.ts) reads of a `checklist` section. */
export const checklistProjection = /* groq */ `_type == "checklist" => {
  anchorId, heading,
  items[]{_key, text}
}`;
