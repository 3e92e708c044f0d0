import { defineField } from "sanity";
import { ICON_NAMES } from "../icon-names";
import { requiredString } from "./fields";

/** Fields the small card objects share (categories, features, services, figures). */

/** The card's icon, picked from the drawings the site has (see icon-names.ts). */
export function iconField() {
  return defineField({
    name: "iconName",
    title: "Icon",
    type: "string",
    options: { list: [...ICON_NAMES] },
    validation: (rule) => rule.required(),
  });
}

/** A figure tile's big value, shown as typed; `example` shows staff the format. */
export function figureValueField(example: string) {
  return requiredString("value", "Figure", {
    description: `Shown large, exactly as typed, e.g. ${example}`,
    max: 12,
  });
}
