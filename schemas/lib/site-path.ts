import { DEFAULT_LANGUAGE } from "../languages";
import { HOME_PAGE_SLUG } from "../site-routes";

/**
 * Where a document with this slug lives on the site, for Studio's list previews: `/rome`,
 * `/it/roma` (the default language has no prefix; web/src/lib/i18n/language-path.ts is the
 * site's own rule).
 */
export function sitePath(slug: string, language: string | undefined): string {
  return `${language && language !== DEFAULT_LANGUAGE ? `/${language}` : ""}/${slug}`;
}

/** Where a page lives: its slug's address, but the home page's (slug `home`) is `/`, `/it`. */
export function pagePath(slug: string, language: string | undefined): string {
  if (slug !== HOME_PAGE_SLUG) return sitePath(slug, language);
  return language && language !== DEFAULT_LANGUAGE ? `/${language}` : "/";
}
