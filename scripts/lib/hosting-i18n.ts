/**
 * The static host's half of "an Italian browser is sent to Italian" (issue 27):
 * Firebase Hosting's i18n rewrites (firebase.json `hosting.i18n.root`) serve
 * `localized/it_ALL/<path>` instead of `<path>` to a browser whose Accept-Language
 * prefers Italian, unless the `firebase-language-override` cookie (set by the site
 * when a visitor chooses a language, web/src/lib/i18n/storage.ts) says otherwise.
 * For every page with a twin in another language, that file is a small page in
 * that language which sends the visitor on to the twin before any script runs.
 *
 * Without JavaScript no choice can set the cookie, so such a browser, asking for an
 * English address, is sent back to Italian (decision 0030, Consequences).
 */
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "@tastemap/schemas/languages";
import { absoluteUrl } from "@tastemap/web/page-head";
import { htmlFileOf, type PrerenderPage } from "./prerender-pages";

/** Where the i18n files live in the output (firebase.json's `hosting.i18n.root`). */
export const HOSTING_I18N_ROOT = "localized";

const escapeHtml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** What the page says while it sends the visitor on, in its own language. */
const CONTINUE_LABEL: Record<string, string> = {
  it: "Continua in italiano",
  en: "Continue in English",
};

export function hostingLanguageFiles(
  pages: PrerenderPage[],
  siteUrl: string,
): Array<{ file: string; html: string }> {
  const defaultHtmlLang = SUPPORTED_LANGUAGES.find((l) => l.id === DEFAULT_LANGUAGE)?.htmlLang;
  return pages.flatMap((page) => {
    const alternates = page.alternates;
    if (!alternates || alternates[defaultHtmlLang ?? "en"] !== page.path) return [];
    return SUPPORTED_LANGUAGES.filter((language) => language.id !== DEFAULT_LANGUAGE).flatMap(
      (language) => {
        const twin = alternates[language.htmlLang];
        if (!twin) return [];
        const href = escapeHtml(twin);
        const label = CONTINUE_LABEL[language.id] ?? language.title;
        const html = [
          "<!doctype html>",
          `<html lang="${language.htmlLang}">`,
          "<head>",
          '<meta charset="utf-8"/>',
          '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
          '<meta name="robots" content="noindex"/>',
          // Being sent on is not a choice: without a referrer the twin does not take it for
          // one (web/src/lib/i18n/use-language-choice.ts remembers a switch followed as a link).
          '<meta name="referrer" content="no-referrer"/>',
          `<link rel="canonical" href="${escapeHtml(absoluteUrl(siteUrl, page.path))}"/>`,
          `<meta http-equiv="refresh" content="0; url=${href}"/>`,
          `<title>${escapeHtml(label)}</title>`,
          "</head>",
          `<body><p><a href="${href}" hreflang="${language.htmlLang}">${escapeHtml(label)}</a></p></body>`,
          "</html>",
          "",
        ].join("\n");
        return [{ file: `${HOSTING_I18N_ROOT}/${language.id}_ALL/${htmlFileOf(page.path)}`, html }];
      },
    );
  });
}
