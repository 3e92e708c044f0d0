import { DEFAULT_LANGUAGE, intlLocaleOf, isLanguageId } from "../../lib/i18n/languages";
import { LEGAL_PAGE_QUERY } from "../../lib/page-queries/legal-page";
import { translatedPageLoader } from "../../lib/routes/load-page";
import type { LEGAL_PAGE_QUERY_RESULT } from "../../lib/sanity.types";
import { formatLegalDate } from "./format-date";
import { LegalBodyPart } from "./load-legal-body";

type LegalContent = NonNullable<LEGAL_PAGE_QUERY_RESULT>;

/** A legal page's content, with its "last updated" date as the page writes it. */
export type LegalPageData = LegalContent & {
  /** "15 January 2025" in the language of the text shown; undefined when the CMS has no date. */
  lastUpdatedText: string | undefined;
};

/**
 * A legal page's loader: its document in the address's language, and the chunk of its text
 * (load-legal-body.ts) beside it: awaited when prerendering, so the HTML holds the text;
 * fetched alongside the content for a client-side visit, which renders it at once.
 *
 * The date is written here rather than while rendering: the browser's first `Intl` formatter
 * loads its locale data, 10-14 ms of main thread on this repo's 2-core machine, and hydrating a
 * prerendered page would pay that for text the HTML already holds (docs/benchmarks.md). Here it
 * is paid when prerendering, and in the browser only by a client-side visit or a reload.
 */
export function legalPageLoader(slug: string) {
  const loadPage = translatedPageLoader(LEGAL_PAGE_QUERY, { slug });
  return async (context: Parameters<typeof loadPage>[0]): Promise<LegalPageData> => {
    const body = LegalBodyPart.preload();
    if (import.meta.env.SSR) await body;
    else void body.catch(() => undefined);
    return withLastUpdatedText(await loadPage(context));
  };
}

function withLastUpdatedText(page: LegalContent): LegalPageData {
  // In the language of the text shown (English on a page not translated yet).
  const language = isLanguageId(page.language) ? page.language : DEFAULT_LANGUAGE;
  return { ...page, lastUpdatedText: formatLegalDate(page.lastUpdated, intlLocaleOf(language)) };
}
