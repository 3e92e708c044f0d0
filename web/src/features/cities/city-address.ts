import { languagePath } from "../../lib/i18n/language-path";
import { DEFAULT_LANGUAGE, isLanguageId, type LanguageId } from "../../lib/i18n/languages";

/** What PATH_QUERY says of a city guide version: its language, slug and its versions'. */
export interface CityVersions {
  language: string | null;
  slug: string;
  versions: ReadonlyArray<{ language: string; slug: string | null }>;
}

/**
 * Every language's address of a city guide (decision 0035): English at `/rome`,
 * Italian at `/it/roma`, each version with its own slug. The version shown is
 * always among them, linked in `translation.metadata` or not.
 */
export function cityPaths(city: CityVersions): Partial<Record<LanguageId, string>> {
  const paths: Partial<Record<LanguageId, string>> = {};
  const versions = [
    ...city.versions,
    { language: city.language ?? DEFAULT_LANGUAGE, slug: city.slug },
  ];
  for (const { language, slug } of versions) {
    if (isLanguageId(language) && slug) paths[language] = languagePath(language, `/${slug}`);
  }
  return paths;
}

/**
 * Where an address of a city guide in `language` belongs, when not where it is: the
 * slug of another language's version (an old link, a hand-edited address) goes on to
 * the version in the address's language (`/it/rome` -> `/it/roma`, `/roma` -> `/rome`).
 * Undefined when the guide is shown here: its own version, or the English one with
 * the untranslated notice when the guide has none in `language`. A guide with
 * neither (an Italian-only guide at an English address) goes to its own address.
 */
export function cityRedirect(city: CityVersions, language: LanguageId): string | undefined {
  const shown = city.language ?? DEFAULT_LANGUAGE;
  if (shown === language) return undefined;
  const paths = cityPaths(city);
  if (paths[language]) return paths[language];
  if (shown === DEFAULT_LANGUAGE) return undefined;
  return isLanguageId(shown) ? paths[shown] : undefined;
}
