import { IMAGE } from "../../lib/query-fragments";

/** What the page query (projections.gen.ts) reads of a `categoryGrid` section. */
export const categoryGridProjection = /* groq */ `_type == "categoryGrid" => {
  anchorId, heading, subheading,
  items[]{_key, anchorId, title, description, iconName, image${IMAGE}}
}`;
