import { DEFAULT_LANGUAGE, isLanguageId, type LanguageId } from "./languages";

/**
 * Translated pages live at one address per language: English (the default) at
 * `/welcome-you-merchants`, Italian at `/it/welcome-you-merchants`. A path per
 * language (rather than `?lang=`) is what lets each language be prerendered to
 * its own HTML file and announced to search engines with hreflang.
 */
export function languagePath(language: LanguageId, basePath: string): string {
  return language === DEFAULT_LANGUAGE ? basePath : `/${language}${basePath}`;
}

/**
 * The `{-$lang}` path parameter of a translated route: absent is the default
 * language; a supported non-default id is that language; anything else
 * (`/en/...`, `/xx/...`) is not an address of the site (undefined: 404).
 */
export function languageOfParam(param: string | undefined): LanguageId | undefined {
  if (param === undefined || param === "") return DEFAULT_LANGUAGE;
  return isLanguageId(param) && param !== DEFAULT_LANGUAGE ? param : undefined;
}
