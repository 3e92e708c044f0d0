import { LINK } from "../../lib/query-fragments";

/** What the page query (projections.gen.ts) reads of a `callToAction` section. */
export const callToActionProjection = /* groq */ `_type == "callToAction" => {
  anchorId, heading, text,
  link${LINK}
}`;
