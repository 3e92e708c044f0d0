import { defineQuery } from "groq";
import { SEO } from "../query-fragments";

/**
 * A legal page (/terms, /privacy) in $lang, or in English where it has no version in $lang.
 *
 * A module of its own, imported only by the route that runs it: its text travels in that
 * route's chunk, not in the entry chunk every page loads (queries.ts holds the root layout's
 * queries; issue 28).
 */
export const LEGAL_PAGE_QUERY = defineQuery(`
  *[_type == "legalPage" && slug.current == $slug && language in [$lang, "en"]] | order(language == $lang desc)[0]{
    _id,
    language,
    "languages": *[_type == "legalPage" && slug.current == $slug].language,
    title,
    "slug": slug.current,
    lastUpdated,
    lastUpdatedLabel,
    body,
    seo${SEO}
  }
`);
