/**
 * What `npm run migrate:translations` changes (decision 0030), as a pure function of
 * the documents it reads, so it can be tested and rerun: a second run finds nothing to do.
 *
 * - Document-translated pages get their `language` (from the id: `siteSettings__i18n_it`
 *   is Italian, the base id is the default language).
 * - Short copy of products, promo codes and places, a plain string before, becomes the
 *   per-field `{en, it, ...}` object with the old text as the default language.
 * - The versions of each page are linked by a `translation.metadata` document.
 */
import { DEFAULT_LANGUAGE, isLanguageId } from "@tastemap/schemas/languages";
import {
  baseIdOf,
  DOCUMENT_TRANSLATED_TYPES,
  TRANSLATION_METADATA_TYPE,
  translationMetadataId,
} from "@tastemap/schemas/translation";

export interface StoredDocument {
  _id: string;
  _type: string;
  language?: unknown;
  [field: string]: unknown;
}

export type Mutation =
  | { patch: { id: string; set: Record<string, unknown> } }
  | { createOrReplace: Record<string, unknown> & { _id: string; _type: string } };

/** Fields translated per field, and the object type each becomes. */
const FIELD_TRANSLATED: Record<string, Record<string, "localeString" | "localeText">> = {
  stickerProduct: {
    name: "localeString",
    badge: "localeString",
    description: "localeText",
    priceNote: "localeString",
    buttonText: "localeString",
  },
  promoCode: { description: "localeString" },
  // The places of the city guides (decision 0035): proper names (restaurants, hotels) stay.
  attraction: { name: "localeString", category: "localeString", description: "localeText" },
  restaurant: { cuisine: "localeString" },
  hotel: { location: "localeString" },
};

/** The types whose short copy is translated per field. */
export const FIELD_TRANSLATED_TYPES = Object.keys(FIELD_TRANSLATED);

/** Array fields of strings that become arrays of `localeString` objects. */
const FIELD_TRANSLATED_LISTS: Record<string, string[]> = { stickerProduct: ["features"] };

const isDraft = (id: string) => id.startsWith("drafts.");

/** `siteSettings__i18n_it` -> "it"; a base id is the default language. */
function languageOfId(id: string): string {
  const match = /__i18n_([a-z-]+)$/.exec(id);
  return match?.[1] ?? DEFAULT_LANGUAGE;
}

/** A stable `_key` for the n-th entry of a converted list (the same on every run). */
const listKey = (id: string, field: string, index: number) =>
  `${field}-${index}-${baseIdOf(id)
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(-12)}`;

export function translationMutations(documents: StoredDocument[]): Mutation[] {
  const mutations: Mutation[] = [];
  const translated = documents.filter((doc) =>
    (DOCUMENT_TRANSLATED_TYPES as readonly string[]).includes(doc._type),
  );
  for (const doc of translated) {
    if (doc.language === undefined) {
      mutations.push({ patch: { id: doc._id, set: { language: languageOfId(doc._id) } } });
    }
  }
  for (const doc of documents) {
    const set: Record<string, unknown> = {};
    for (const [field, type] of Object.entries(FIELD_TRANSLATED[doc._type] ?? {})) {
      const value = doc[field];
      if (typeof value === "string") set[field] = { _type: type, [DEFAULT_LANGUAGE]: value };
    }
    for (const field of FIELD_TRANSLATED_LISTS[doc._type] ?? []) {
      const value = doc[field];
      if (Array.isArray(value) && value.some((entry) => typeof entry === "string")) {
        set[field] = value.map((entry, index) =>
          typeof entry === "string"
            ? {
                _type: "localeString",
                _key: listKey(doc._id, field, index),
                [DEFAULT_LANGUAGE]: entry,
              }
            : entry,
        );
      }
    }
    if (Object.keys(set).length > 0) mutations.push({ patch: { id: doc._id, set } });
  }

  // One metadata document per page, listing the published versions by language.
  const groups = new Map<string, { type: string; languages: Map<string, string> }>();
  for (const doc of translated.filter((entry) => !isDraft(entry._id))) {
    const base = baseIdOf(doc._id);
    const language = isLanguageId(doc.language) ? doc.language : languageOfId(doc._id);
    const group = groups.get(base) ?? { type: doc._type, languages: new Map() };
    group.languages.set(language, doc._id);
    groups.set(base, group);
  }
  const existing = new Map(
    documents
      .filter((doc) => doc._type === TRANSLATION_METADATA_TYPE)
      .map((doc) => [doc._id, JSON.stringify(doc.translations ?? [])]),
  );
  for (const [base, group] of groups) {
    const translations = [...group.languages].map(([language, id]) => ({
      _key: language,
      _type: "internationalizedArrayReferenceValue",
      value: { _type: "reference", _ref: id, _weak: true },
    }));
    const id = translationMetadataId(base);
    if (existing.get(id) === JSON.stringify(translations)) continue;
    mutations.push({
      createOrReplace: {
        _id: id,
        _type: TRANSLATION_METADATA_TYPE,
        schemaTypes: [group.type],
        translations,
      },
    });
  }
  return mutations;
}
