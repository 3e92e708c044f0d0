/**
 * The languages merchant and hotel sales copy can be written in.
 *
 * This list is the single source of truth for localisation: the `locale*`
 * object types generate one field per entry (labelled with `englishName` in
 * the Studio), and the site imports it to know which `?lang=` values to
 * accept, what the language switch shows (`shortLabel`, and `title`: the
 * language's own name) and which `<html lang>` to set. Adding a language is
 * one entry here (and its translations in the Studio); no query or component
 * changes.
 *
 * This module must stay free of `sanity` imports: the web bundle imports it.
 */
export const SUPPORTED_LANGUAGES = [
  { id: "en", title: "English", englishName: "English", shortLabel: "EN", htmlLang: "en" },
  { id: "it", title: "Italiano", englishName: "Italian", shortLabel: "IT", htmlLang: "it" },
] as const;

export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export type LanguageId = SupportedLanguage["id"];

/** Copy in this language is required; every other language falls back to it. */
export const DEFAULT_LANGUAGE: LanguageId = "en";

export function isLanguageId(value: unknown): value is LanguageId {
  return SUPPORTED_LANGUAGES.some((language) => language.id === value);
}
