import { TranslateIcon } from "@sanity/icons/Translate";
import { defineType } from "sanity";
import { localeFields, translationsFieldset } from "../lib/locale-fields";

/** A short piece of copy (heading, label) in every supported language. */
export const localeString = defineType({
  name: "localeString",
  title: "Localised text",
  type: "object",
  icon: TranslateIcon,
  fieldsets: [translationsFieldset],
  fields: localeFields("string"),
  preview: {
    select: { title: "en", subtitle: "it" },
  },
});
