import { LINK } from "../../lib/query-fragments";

/** What the page query (projections.gen.ts) reads of a `waitlistCounter` section. */
export const waitlistCounterProjection = /* groq */ `_type == "waitlistCounter" => {
  anchorId, heading, text, launchLabel, launchDate, earlyAccessLimit, earlyAccessLabel,
  waitlistCounter{label, base, perDay, targetDate, minimum},
  cta${LINK}
}`;
