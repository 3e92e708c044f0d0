import { LinkIcon } from "@sanity/icons/Link";
import { defineField, defineType } from "sanity";
import { requiredLocaleString } from "../lib/fields";
import { httpUrlRule } from "../lib/validation";

/** A labelled external link whose label is translated (merchant pages). */
export const localeLink = defineType({
  name: "localeLink",
  title: "Localised link",
  type: "object",
  icon: LinkIcon,
  fields: [
    requiredLocaleString("label", "Label"),
    defineField({
      name: "url",
      title: "Address",
      type: "url",
      description: "A full https:// address; it opens in a new tab.",
      validation: httpUrlRule,
    }),
  ],
  preview: {
    select: { title: "label.en", subtitle: "url" },
  },
});
