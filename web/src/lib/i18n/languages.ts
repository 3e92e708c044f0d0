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
} from "../../../../schemas/languages";

export type { LanguageId, SupportedLanguage };
export { DEFAULT_LANGUAGE, isLanguageId, SUPPORTED_LANGUAGES };

/** The `lang` search parameter of a translated page; absent means "not chosen in the URL". */
export interface LangSearch {
  lang?: LanguageId;
}

/**
 * `validateSearch` for translated pages: a supported `?lang=` is kept, anything
 * else (missing, unknown, repeated) is dropped, which reads as the default
 * language. Keeping "absent" distinct from "en" lets a remembered choice apply
 * only when the URL says nothing.
 */
export function validateLangSearch(search: Record<string, unknown>): LangSearch {
  return isLanguageId(search.lang) ? { lang: search.lang } : {};
}

/** The language to show for a URL: its `lang`, else the default. */
export function languageOf(search: LangSearch): LanguageId {
  return search.lang ?? DEFAULT_LANGUAGE;
}

export function languageById(id: LanguageId): SupportedLanguage {
  return (
    SUPPORTED_LANGUAGES.find((language) => language.id === id) ??
    (SUPPORTED_LANGUAGES[0] as SupportedLanguage)
  );
}

/** The `<html lang>` value for a language id. */
export function htmlLangOf(id: LanguageId): string {
  return languageById(id).htmlLang;
}
