/**
 * Document-level translation (decision 0030): which document types exist once
 * per language, how a translation's id is made, and the `language` field they
 * carry. The data shape is `@sanity/document-internationalization`'s (a
 * `language` field, `translation.metadata` documents linking the versions), so
 * adopting the plugin later needs no migration.
 *
 * Free of `sanity` imports: the site and the scripts read it too.
 */
import { DEFAULT_LANGUAGE, type LanguageId, SUPPORTED_LANGUAGES } from "./languages";

/**
 * Documents that exist exactly once per language. The default language's is stored with
 * `_id` equal to its type name (e.g. `siteSettings`); the Studio pins them and hides
 * create, duplicate and delete for them.
 */
export const SINGLETON_TYPES = [
  "siteSettings",
  "notFoundPage",
  "signUpPage",
  "signInPage",
  "dashboardPage",
  "stickerShopPage",
] as const;

/**
 * Pages translated as whole documents: the singletons, whose other languages get
 * `translationId()`, and ordinary documents, each language its own document with its own
 * slug (legal pages, …).
 */
export const DOCUMENT_TRANSLATED_TYPES = [
  ...SINGLETON_TYPES,
  "legalPage",
  // The framed tools (/qr-generator, /fine-dining-london): a title, the frame's description
  // and its fallback text in each language, the framed site as it is.
  "embedPage",
  // A city guide's versions each have their own slug (/rome, /it/roma); its places are
  // shared and translated per field (decision 0035).
  "city",
] as const;

export type DocumentTranslatedType = (typeof DOCUMENT_TRANSLATED_TYPES)[number];

/**
 * Types whose versions a `translation.metadata` links: the document-translated ones,
 * and pages built from sections, which carry a `language` field of their own
 * (schemas/documents/page.ts) and may have a slug of their own per language.
 */
export const TRANSLATION_LINKED_TYPES = [...DOCUMENT_TRANSLATED_TYPES, "page"] as const;

/**
 * Documents of one language whose short copy is translated per field (`{en, it}` objects,
 * decision 0030); each field's translation goes stale on its own (decision 0055).
 */
export const FIELD_TRANSLATED_TYPES = [
  "stickerProduct",
  "hotel",
  "restaurant",
  "attraction",
  "promoCode",
] as const;

export function isFieldTranslated(type: string): boolean {
  return (FIELD_TRANSLATED_TYPES as readonly string[]).includes(type);
}

export function isTranslationLinked(type: string): boolean {
  return (TRANSLATION_LINKED_TYPES as readonly string[]).includes(type);
}

export function isDocumentTranslated(type: string): type is DocumentTranslatedType {
  return (DOCUMENT_TRANSLATED_TYPES as readonly string[]).includes(type);
}

/** The languages other than the default, the ones a document may be missing. */
export const TRANSLATION_LANGUAGES = SUPPORTED_LANGUAGES.filter(
  (language) => language.id !== DEFAULT_LANGUAGE,
);

/** `siteSettings` in Italian is `siteSettings__i18n_it`; the default language keeps the base id. */
export function translationId(baseId: string, language: LanguageId): string {
  return language === DEFAULT_LANGUAGE ? baseId : `${baseId}__i18n_${language}`;
}

/** The default-language id of a translation (`siteSettings__i18n_it` -> `siteSettings`). */
export function baseIdOf(id: string): string {
  return id.replace(/^drafts\./, "").replace(/__i18n_[a-z-]+$/, "");
}

/** The id of the `translation.metadata` document linking a document's versions. */
export function translationMetadataId(baseId: string): string {
  return `translation-metadata-${baseId}`;
}

export const TRANSLATION_METADATA_TYPE = "translation.metadata";
