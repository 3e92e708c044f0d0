import { DEFAULT_LANGUAGE } from "../languages";

/**
 * Where a document with this slug lives on the site, for Studio's list previews: `/rome`,
 * `/it/roma` (the default language has no prefix; web/src/lib/i18n/language-path.ts is the
 * site's own rule).
 */
export function sitePath(slug: string, language: string | undefined): string {
  return `${language && language !== DEFAULT_LANGUAGE ? `/${language}` : ""}/${slug}`;
}
