import { defineQuery } from "groq";
import { SEO } from "../query-fragments";

/**
 * A page around an embedded tool (/qr-generator, /fine-dining-london) in $lang, or in English.
 *
 * A module of its own, imported only by the route that runs it: its text travels in that
 * route's chunk, not in the entry chunk every page loads (queries.ts holds the root layout's
 * queries; issue 28).
 */
export const EMBED_PAGE_QUERY = defineQuery(`
  *[_type == "embedPage" && slug.current == $slug && language in [$lang, "en"]] | order(language == $lang desc)[0]{
    _id,
    language,
    "languages": *[_type == "embedPage" && slug.current == $slug].language,
    title,
    "slug": slug.current,
    url,
    description,
    fallbackText,
    fallbackLinkLabel,
    seo${SEO}
  }
`);
