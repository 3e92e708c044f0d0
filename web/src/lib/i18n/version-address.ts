import { languagePath } from "./language-path";
import { DEFAULT_LANGUAGE, isLanguageId, type LanguageId } from "./languages";

/**
 * What PATH_QUERY says of a city guide or a page built from sections: its language, its
 * slug and its versions' (decision 0035: each language's version has a slug of its own).
 */
export interface TranslatedVersion {
  language: string | null;
  slug: string;
  versions: ReadonlyArray<{ language: string; slug: string | null }>;
}

/**
 * Every language's address of a city guide (decision 0035): English at `/rome`,
 * Italian at `/it/roma`, each version with its own slug. The version shown is
 * always among them, linked in `translation.metadata` or not. The same for a page
 * built from sections (`/spring-offer`, `/it/offerta-di-primavera`).
 */
export function versionPaths(version: TranslatedVersion): Partial<Record<LanguageId, string>> {
  const paths: Partial<Record<LanguageId, string>> = {};
  const versions = [
    ...version.versions,
    { language: version.language ?? DEFAULT_LANGUAGE, slug: version.slug },
  ];
  for (const { language, slug } of versions) {
    if (isLanguageId(language) && slug) paths[language] = languagePath(language, `/${slug}`);
  }
  return paths;
}

/**
 * Where an address of a city guide (or page) in `language` belongs, when not where it is: the
 * slug of another language's version (an old link, a hand-edited address) goes on to
 * the version in the address's language (`/it/rome` -> `/it/roma`, `/roma` -> `/rome`).
 * Undefined when the guide is shown here: its own version, or the English one with
 * the untranslated notice when the guide has none in `language`. A guide with
 * neither (an Italian-only guide at an English address) goes to its own address.
 */
export function versionRedirect(
  version: TranslatedVersion,
  language: LanguageId,
): string | undefined {
  const shown = version.language ?? DEFAULT_LANGUAGE;
  if (shown === language) return undefined;
  const paths = versionPaths(version);
  if (paths[language]) return paths[language];
  if (shown === DEFAULT_LANGUAGE) return undefined;
  return isLanguageId(shown) ? paths[shown] : undefined;
}
