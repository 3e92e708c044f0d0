import { TranslateIcon } from "@sanity/icons/Translate";
import {
  defineArrayMember,
  defineField,
  defineType,
  type SchemaTypeDefinition,
  type ValidationContext,
} from "sanity";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "../languages";
import {
  baseIdOf,
  DOCUMENT_TRANSLATED_TYPES,
  FIELD_TRANSLATED_TYPES,
  TRANSLATION_LANGUAGES,
  TRANSLATION_LINKED_TYPES,
  TRANSLATION_METADATA_TYPE,
  translationId,
} from "../translation";
import {
  FIELD_SOURCE_TYPE,
  FIELD_SOURCES_TYPE,
  SOURCE_REVISION_TYPE,
} from "../translation-sources";
import { API_VERSION } from "./api-version";
import { LANGUAGE_CHOICES } from "./fields";

/**
 * Staff publishing a default-language page learn which languages it has no
 * version in yet (a warning: publishing is allowed, visitors of that language
 * see the default text with a notice). Drafts count: a translation under way is
 * not missing.
 */
export async function missingTranslations(
  value: unknown,
  context: ValidationContext,
): Promise<true | string> {
  if (value !== DEFAULT_LANGUAGE || !context.document) return true;
  const base = baseIdOf(context.document._id);
  const ids = TRANSLATION_LANGUAGES.flatMap((language) => {
    const id = translationId(base, language.id);
    return [id, `drafts.${id}`];
  });
  const found = await context
    .getClient({ apiVersion: API_VERSION })
    .fetch<string[]>("*[_id in $ids]._id", { ids });
  const missing = TRANSLATION_LANGUAGES.filter(
    (language) =>
      !found.some((id) => baseIdOf(id) === base && id.endsWith(`__i18n_${language.id}`)),
  );
  if (missing.length === 0) return true;
  return `Missing ${missing.map((language) => language.englishName).join(", ")} version: those visitors see this page in ${SUPPORTED_LANGUAGES.find((language) => language.id === DEFAULT_LANGUAGE)?.englishName} with a notice`;
}

/**
 * Staff publishing changes to a default-language page learn which of its translations
 * this makes stale (decision 0055): those that follow its published revision now. Only
 * while there is a draft to publish.
 */
export async function translationsGoingStale(
  value: unknown,
  context: ValidationContext,
): Promise<true | string> {
  const id = context.document?._id;
  if (value !== DEFAULT_LANGUAGE || !id?.startsWith("drafts.")) return true;
  const publishedId = id.slice("drafts.".length);
  const found = await context.getClient({ apiVersion: API_VERSION }).fetch<{
    revision: string | null;
    metadata: {
      links: { language: string }[] | null;
      sourceRevisions: { _key: string; revision: string }[] | null;
    } | null;
  }>(
    `{
      "revision": *[_id == $id][0]._rev,
      "metadata": *[_type == $type && !(_id in path("drafts.**"))
        && count(translations[_key == $default && value._ref == $id]) > 0][0]{
        sourceRevisions, "links": translations[_key != $default]{"language": _key}
      }
    }`,
    { id: publishedId, type: TRANSLATION_METADATA_TYPE, default: DEFAULT_LANGUAGE },
  );
  if (!found.revision || !found.metadata) return true;
  const following = SUPPORTED_LANGUAGES.filter(
    (language) =>
      found.metadata?.links?.some((link) => link.language === language.id) &&
      found.metadata.sourceRevisions?.some(
        (record) => record._key === language.id && record.revision === found.revision,
      ),
  );
  if (following.length === 0) return true;
  const names = following.map((language) => language.englishName).join(", ");
  return `Publishing makes the ${names} version out of date: it follows the English as published now. The Translations tool lists it until it is updated.`;
}

/**
 * The language of a document-translated page (decision 0030). Set when the
 * version is created (the Studio's per-language items and the migration), and
 * read-only afterwards: changing it would make two versions of one language.
 */
const languageField = defineField({
  name: "language",
  title: "Language",
  type: "string",
  readOnly: true,
  initialValue: DEFAULT_LANGUAGE,
  options: {
    list: LANGUAGE_CHOICES,
  },
  validation: (rule) => [
    rule.required(),
    rule.custom(missingTranslations).warning(),
    rule.custom(translationsGoingStale).warning(),
  ],
});

/**
 * Per language, the source revision the translation follows (decision 0055): `_key` is the
 * language, as in `translations[]`. With `@sanity/document-internationalization` this field
 * is passed as its `metadataFields` option; Studio writes it, staff never edit it.
 */
const sourceRevisionsField = defineField({
  name: "sourceRevisions",
  title: "Source revisions followed",
  type: "array",
  readOnly: true,
  of: [
    defineArrayMember({
      type: "object",
      name: SOURCE_REVISION_TYPE,
      fields: [
        defineField({ name: "revision", type: "string" }),
        defineField({ name: "sourceUpdatedAt", type: "datetime" }),
        defineField({ name: "markedAt", type: "datetime" }),
      ],
    }),
  ],
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
              to: TRANSLATION_LINKED_TYPES.map((type) => ({ type })),
            }),
          ],
        }),
      ],
    }),
    defineField({ name: "schemaTypes", title: "Types", type: "array", of: [{ type: "string" }] }),
    sourceRevisionsField,
  ],
});

/**
 * What each field translated per language follows (decision 0055): one document per
 * field-translated document, kept beside it so publishing it stays the document's own.
 */
export const translationFieldSources = defineType({
  name: FIELD_SOURCES_TYPE,
  title: "Field translation sources",
  type: "document",
  icon: TranslateIcon,
  liveEdit: true,
  readOnly: true,
  fields: [
    defineField({
      name: "document",
      type: "reference",
      weak: true,
      to: FIELD_TRANSLATED_TYPES.map((type) => ({ type })),
    }),
    defineField({
      name: "fields",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: FIELD_SOURCE_TYPE,
          fields: [
            defineField({ name: "path", type: "string" }),
            defineField({ name: "language", type: "string" }),
            defineField({ name: "source", type: "text" }),
            defineField({ name: "revision", type: "string" }),
            defineField({ name: "markedAt", type: "datetime" }),
          ],
        }),
      ],
    }),
  ],
});

/** Gives every document-translated type its `language` field (first, so staff see it). */
export function withLanguageField(type: SchemaTypeDefinition): SchemaTypeDefinition {
  if (!(DOCUMENT_TRANSLATED_TYPES as readonly string[]).includes(type.name)) return type;
  const fields = (type as { fields?: unknown[] }).fields ?? [];
  return { ...type, fields: [languageField, ...fields] } as SchemaTypeDefinition;
}
