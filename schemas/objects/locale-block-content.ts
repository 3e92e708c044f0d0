import { TranslateIcon } from "@sanity/icons/Translate";
import { defineType } from "sanity";
import { localeFields, translationsFieldset } from "../lib/locale-fields";

/** Rich text (headings, lists, links) in every supported language. */
export const localeBlockContent = defineType({
  name: "localeBlockContent",
  title: "Localised rich text",
  type: "object",
  icon: TranslateIcon,
  fieldsets: [translationsFieldset],
  fields: localeFields("blockContent"),
});
