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
 * The static host's door to a default-language page (`/terms` -> `/en/terms`, `/` -> `/en`):
 * Firebase Hosting's i18n rewrites serve an Italian-preferring browser the Italian twin at
 * `/terms`, and without a script nothing can tell the host the visitor chose English. The
 * door is an address those rewrites do not cover; the host answers it with the override
 * cookie and sends on to the page (firebase.json, web/build/hosting-i18n.ts). The
 * language switch links it until it is hydrated (language-switch.tsx).
 */
export function defaultLanguageDoor(path: string): string {
  return path === "/" ? `/${DEFAULT_LANGUAGE}` : `/${DEFAULT_LANGUAGE}${path}`;
}

/**
 * The page behind a door (`/en/terms` -> `/terms`, `/en` -> `/`), or undefined for any other
 * address. The door is the static host's; the dev server, which has no such host, treats
 * it as the page itself (routes/__root.tsx).
 */
export function pageBehindDoor(pathname: string): string | undefined {
  const door = `/${DEFAULT_LANGUAGE}`;
  if (pathname === door) return "/";
  return pathname.startsWith(`${door}/`) ? pathname.slice(door.length) : undefined;
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
