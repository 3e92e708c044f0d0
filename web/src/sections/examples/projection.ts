import { LINKS } from "../../lib/query-fragments";

/** What the page query (projections.gen.ts) reads of a `examples` section. */
export const examplesProjection = /* groq */ `_type == "examples" => {
  anchorId, heading, text,
  links[]${LINKS},
  video{heading, text, label, url}
}`;
