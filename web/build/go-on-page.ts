/**
 * The small static page the build writes where an address only sends its visitor on (a
 * city's other-language slug, the English "door" of a page, the host's language redirect):
 * it goes on at once (`<meta http-equiv="refresh">`, before any script), tells crawlers
 * where the page is and not to index this one, and offers the link for anyone it did not
 * move. In the language of the page it goes on to.
 */
import type { SupportedLanguage } from "@tastemap/schemas/languages";
import { absoluteUrl } from "../src/lib/seo/page-head";

/** What the page says while it sends the visitor on, in its own language. */
const CONTINUE_LABEL: Record<string, string> = {
  it: "Continua in italiano",
  en: "Continue in English",
};

const escapeHtml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export interface GoOnPage {
  /** Where the visitor is sent. */
  to: string;
  /** The page crawlers should index instead (usually `to`). */
  canonical: string;
  language: SupportedLanguage;
  siteUrl: string;
  /**
   * Whether the page it goes on to learns where the visitor came from: a door keeps its
   * referrer (the page takes it for the visitor's choice, web/src/lib/i18n/opened-from-twin.ts).
   */
  referrer: boolean;
}

export function goOnPageHtml({ to, canonical, language, siteUrl, referrer }: GoOnPage): string {
  const { htmlLang } = language;
  const href = escapeHtml(to);
  const label = CONTINUE_LABEL[language.id] ?? language.title;
  return [
    "<!doctype html>",
    `<html lang="${htmlLang}">`,
    "<head>",
    '<meta charset="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    '<meta name="robots" content="noindex"/>',
    ...(referrer ? [] : ['<meta name="referrer" content="no-referrer"/>']),
    `<link rel="canonical" href="${escapeHtml(absoluteUrl(siteUrl, canonical))}"/>`,
    `<meta http-equiv="refresh" content="0; url=${href}"/>`,
    `<title>${escapeHtml(label)}</title>`,
    "</head>",
    `<body><p><a href="${href}" hreflang="${htmlLang}">${escapeHtml(label)}</a></p></body>`,
    "</html>",
    "",
  ].join("\n");
}
