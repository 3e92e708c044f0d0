import { TranslateIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType, type SchemaTypeDefinition } from "sanity";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "../languages";
import { DOCUMENT_TRANSLATED_TYPES, TRANSLATION_METADATA_TYPE } from "../translation";

/**
 * The language of a document-translated page (decision 0030). Set when the
 * version is created (the Studio's per-language items and the migration), and
 * read-only afterwards: changing it would make two versions of one language.
 */
export const languageField = defineField({
  name: "language",
  title: "Language",
  type: "string",
  readOnly: true,
  initialValue: DEFAULT_LANGUAGE,
  options: {
    list: SUPPORTED_LANGUAGES.map((language) => ({
      title: language.englishName,
      value: language.id,
    })),
  },
  validation: (rule) => rule.required(),
});

/**
 * Links the versions of one page: `translations[]` of `{_key: <language>, value:
 * <weak reference>}`, the shape `@sanity/document-internationalization` writes.
 */
export const translationMetadata = defineType({
  name: TRANSLATION_METADATA_TYPE,
  title: "Translation links",
  type: "document",
  icon: TranslateIcon,
  liveEdit: true,
  fields: [
    defineField({
      name: "translations",
      title: "Translations",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "internationalizedArrayReferenceValue",
          fields: [
            defineField({
              name: "value",
              type: "reference",
              weak: true,
              to: DOCUMENT_TRANSLATED_TYPES.map((type) => ({ type })),
            }),
          ],
        }),
      ],
    }),
    defineField({ name: "schemaTypes", title: "Types", type: "array", of: [{ type: "string" }] }),
  ],
});

/** Gives every document-translated type its `language` field (first, so staff see it). */
export function withLanguageField(type: SchemaTypeDefinition): SchemaTypeDefinition {
  if (!(DOCUMENT_TRANSLATED_TYPES as readonly string[]).includes(type.name)) return type;
  const fields = (type as { fields?: unknown[] }).fields ?? [];
  return { ...type, fields: [languageField, ...fields] } as SchemaTypeDefinition;
}
