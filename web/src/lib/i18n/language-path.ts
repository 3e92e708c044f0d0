import { DEFAULT_LANGUAGE, isLanguageId, type LanguageId } from "./languages";

/**
 * Translated pages live at one address per language: English (the default) at
 * `/welcome-you-merchants`, Italian at `/it/welcome-you-merchants`. A path per
 * language (rather than `?lang=`) is what lets each language be prerendered to
 * its own HTML file and announced to search engines with hreflang.
 */
export function languagePath(language: LanguageId, basePath: string): string {
  if (language === DEFAULT_LANGUAGE) return basePath;
  // The home page in Italian is `/it`, not `/it/` (the host drops trailing slashes).
  return basePath === "/" ? `/${language}` : `/${language}${basePath}`;
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

/**
 * A site path split into its language and the page's path in the default language:
 * `/it/hotel-contact` is Italian `/hotel-contact`, `/hotel-contact` is English.
 */
export function splitLanguagePath(pathname: string): { language: LanguageId; basePath: string } {
  const [, first, ...rest] = pathname.split("/");
  const language = first ? languageOfParam(first) : undefined;
  if (!language || language === DEFAULT_LANGUAGE) {
    return { language: DEFAULT_LANGUAGE, basePath: pathname };
  }
  return { language, basePath: `/${rest.join("/")}` };
}
