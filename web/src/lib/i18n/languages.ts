/**
 * The site's view of the CMS languages. schemas/languages.ts is the single
 * source of truth (Studio fields, queries and this switch all follow it), so a
 * third language is one entry there and no change here.
 */
import {
  DEFAULT_LANGUAGE,
  isLanguageId,
  type LanguageId,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from "@tastemap/schemas/languages";

export type { LanguageId, SupportedLanguage };
export { DEFAULT_LANGUAGE, isLanguageId, SUPPORTED_LANGUAGES };

function languageById(id: LanguageId): SupportedLanguage {
  return (
    SUPPORTED_LANGUAGES.find((language) => language.id === id) ??
    (SUPPORTED_LANGUAGES[0] as SupportedLanguage)
  );
}

/**
 * The locale dates, numbers and prices are written in: the site's English is British
 * ("15 January 2025", "€35.95"); other languages use their own (`it`: "15 gennaio 2025",
 * "35,95 €").
 */
export function intlLocaleOf(id: LanguageId): string {
  return id === "en" ? "en-GB" : htmlLangOf(id);
}

/** The `<html lang>` value for a language id. */
export function htmlLangOf(id: LanguageId): string {
  return languageById(id).htmlLang;
}

/**
 * The site language a browser prefers (`navigator.languages`, the order of its
 * Accept-Language): the first entry whose primary subtag is a supported language
 * (`it-IT` is Italian). Undefined when none is.
 */
export function preferredLanguage(languages: readonly string[]): LanguageId | undefined {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split("-")[0];
    if (isLanguageId(primary)) return primary;
  }
  return undefined;
}
