/**
 * The static host's half of "an Italian browser is sent to Italian" (issue 27):
 * Firebase Hosting's i18n rewrites (firebase.json `hosting.i18n.root`) serve
 * `localized/it_ALL/<path>` instead of `<path>` to a browser whose Accept-Language
 * prefers Italian, unless the `firebase-language-override` cookie (set by the site
 * when a visitor chooses a language, web/src/lib/i18n/storage.ts) says otherwise.
 * For every page with a twin in another language, that file is a small page in
 * that language which sends the visitor on to the twin before any script runs.
 *
 * Without JavaScript no script can set the cookie, so an Italian-preferring browser
 * that follows the switch to English would be sent back to Italian: the switch links
 * the English page through its door (`/en/terms`, defaultLanguageDoor), an address the
 * i18n rewrites do not cover, which firebase.json answers with the cookie set to English
 * and this module's page that goes on to `/terms` (decision 0035).
 */
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "@tastemap/schemas/languages";
import { defaultLanguageDoor } from "../src/lib/i18n/language-path";
import { goOnPageHtml } from "./go-on-page";
import { htmlFileOf, type PrerenderPage } from "./prerender-pages";

/** Where the i18n files live in the output (firebase.json's `hosting.i18n.root`). */
const HOSTING_I18N_ROOT = "localized";

const DEFAULT = SUPPORTED_LANGUAGES.find((language) => language.id === DEFAULT_LANGUAGE);
const DEFAULT_HTML_LANG = DEFAULT?.htmlLang ?? "en";

/** The English pages that have a twin in another language (hreflang -> path of each). */
function pagesWithTwins(pages: PrerenderPage[]) {
  return pages.flatMap((page) => {
    const alternates = page.alternates;
    if (!alternates || alternates[DEFAULT_HTML_LANG] !== page.path) return [];
    return [{ path: page.path, alternates }];
  });
}

export function hostingLanguageFiles(
  pages: PrerenderPage[],
  siteUrl: string,
): Array<{ file: string; html: string }> {
  return pagesWithTwins(pages).flatMap((page) =>
    SUPPORTED_LANGUAGES.filter((language) => language.id !== DEFAULT_LANGUAGE).flatMap(
      (language) => {
        const twin = page.alternates[language.htmlLang];
        if (!twin) return [];
        // Being sent on is not a choice: without a referrer the twin does not take it for
        // one (web/src/lib/i18n/use-language-choice.ts remembers a switch followed as a link).
        const html = goOnPageHtml({
          to: twin,
          canonical: page.path,
          language,
          siteUrl,
          referrer: false,
        });
        return [{ file: `${HOSTING_I18N_ROOT}/${language.id}_ALL/${htmlFileOf(page.path)}`, html }];
      },
    ),
  );
}

/**
 * The doors of the English pages with a twin (`en/terms.html`, served at `/en/terms`):
 * firebase.json gives them the override cookie (English), and they go on to the page.
 */
export function hostingDefaultLanguageDoors(
  pages: PrerenderPage[],
  siteUrl: string,
): Array<{ file: string; html: string }> {
  if (!DEFAULT) return [];
  return pagesWithTwins(pages).map((page) => ({
    file: htmlFileOf(defaultLanguageDoor(page.path)),
    // With its referrer: arriving from its door, the page takes the choice for one
    // (web/src/lib/i18n/opened-from-twin.ts), also where the cookie did not come through.
    html: goOnPageHtml({
      to: page.path,
      canonical: page.path,
      language: DEFAULT,
      siteUrl,
      referrer: true,
    }),
  }));
}
