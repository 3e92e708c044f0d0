/**
 * The static host's half of "an old or other-language slug goes on to the right one"
 * (decision 0035): for every city guide and page built from sections, the address of each version's slug under each
 * other language's prefix (`/it/rome`, `/roma`) gets a small page that sends the
 * visitor on to that language's version (`/it/roma`, `/rome`) before any script runs,
 * as routes/{-$lang}/$city.tsx does on the client. Written as files of the output
 * (`it/rome.html`), so the build needs no change to firebase.json; an address some
 * page already has is left to that page.
 */
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from "@tastemap/schemas/languages";
import { languagePath, splitLanguagePath } from "../src/lib/i18n/language-path";
import { goOnPageHtml } from "./go-on-page";
import { type PrerenderPage, type SluggedVersion, versionPaths } from "./prerender-pages";

export interface StaticRedirect {
  from: string;
  to: string;
}

export function cityRedirects(cities: SluggedVersion[], pages: PrerenderPage[]): StaticRedirect[] {
  const taken = new Set(pages.map((page) => page.path));
  const redirects = new Map<string, string>();
  for (const city of cities) {
    const paths = versionPaths(city);
    const slugs = [city.slug, ...city.versions.map((version) => version.slug)];
    for (const language of SUPPORTED_LANGUAGES) {
      const to = paths[language.id];
      if (!to) continue;
      for (const slug of slugs) {
        const from = languagePath(language.id, `/${slug}`);
        if (from !== to && !taken.has(from)) redirects.set(from, to);
      }
    }
  }
  return [...redirects].map(([from, to]) => ({ from, to }));
}

/**
 * A page that sends its visitor on to `to` at once, and tells crawlers where the page is.
 * In the language of `to`.
 */
export function redirectHtml(to: string, siteUrl: string): string {
  const { language: id } = splitLanguagePath(to);
  const language =
    SUPPORTED_LANGUAGES.find((entry) => entry.id === id) ??
    (SUPPORTED_LANGUAGES[0] as SupportedLanguage);
  return goOnPageHtml({ to, canonical: to, language, siteUrl, referrer: false });
}
