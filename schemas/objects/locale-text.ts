import { TranslateIcon } from "@sanity/icons/Translate";
import { defineType } from "sanity";
import { localeFields, translationsFieldset } from "../lib/locale-fields";

/** A paragraph of plain copy in every supported language. */
export const localeText = defineType({
  name: "localeText",
  title: "Localised paragraph",
  type: "object",
  icon: TranslateIcon,
  fieldsets: [translationsFieldset],
  fields: localeFields("text"),
  preview: {
    select: { title: "en", subtitle: "it" },
  },
});
