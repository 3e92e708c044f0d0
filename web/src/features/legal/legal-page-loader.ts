import { LEGAL_PAGE_QUERY } from "../../lib/page-queries/legal-page";
import { translatedPageLoader } from "../../lib/routes/load-page";
import { LegalBodyPart } from "./load-legal-body";

/**
 * A legal page's loader: its document in the address's language, and the chunk of its text
 * (load-legal-body.ts) beside it: awaited when prerendering, so the HTML holds the text;
 * fetched alongside the content for a client-side visit, which renders it at once.
 */
export function legalPageLoader(slug: string) {
  const loadPage = translatedPageLoader(LEGAL_PAGE_QUERY, { slug });
  return async (context: Parameters<typeof loadPage>[0]) => {
    const body = LegalBodyPart.preload();
    if (import.meta.env.SSR) await body;
    else void body.catch(() => undefined);
    return loadPage(context);
  };
}
