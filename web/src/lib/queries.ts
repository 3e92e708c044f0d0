import { defineQuery } from "groq";
import { LINK, LINKS, SEO } from "./query-fragments";

/**
 * The queries of the root layout, which every page runs, and the content check. `npm run
 * typegen` reads this file and writes a result type per query (e.g. `ROOT_QUERY_RESULT`) to
 * sanity.types.ts. The root layout imports this module, so all of it is in the entry chunk
 * every page loads: a query only one route runs is in page-queries/ (its own module, in that
 * route's chunk) or path-queries.ts (issue 28).
 *
 * Fragments are plain template strings: typegen resolves `${FRAGMENT}` when the fragment is a
 * const string, so keep them that way (no functions building GROQ).
 *
 * Localised fields are objects with one key per language ({en, it, ...}):
 * `coalesce(string(x[$lang]), x.en)` picks the visitor's language and falls
 * back to English. The `string(...)` is there for typegen: without the
 * parameter's value it reads `x[$lang]` as a filter (an array), whereas the
 * API, which knows $lang, reads it as the attribute `x.it`. `string()` of a
 * string is that string, so results are unchanged, and typegen types the
 * expression like `x.en` (a string, non-null where English is required).
 */

/** Header, footer, shared messages and the site's default SEO. */
export const SITE_SETTINGS = /* groq */ `*[_type == "siteSettings" && language in [$lang, "en"]] | order(language == $lang desc)[0]{
    language,
    siteName,
    tagline,
    logoLabel,
    navigation[]${LINKS},
    merchantsLink${LINK},
    signInLabel,
    signUpLabel,
    dashboardLabel,
    openMenuLabel,
    closeMenuLabel,
    skipLinkLabel,
    footerColumns[]{_key, title, links[]${LINKS}},
    socialLinks[]{_key, platform, label, url},
    copyright,
    loadingLabel,
    errorHeading,
    errorText,
    retryLabel,
    newTabLabel,
    languageLabel,
    untranslatedNotice,
    scriptNeededNotice,
    consent,
    defaultSeo${SEO}
  }`;

/** The newest published change and the number of documents (a deletion changes the count). */
const CONTENT_REVISION = /* groq */ `{
  "updatedAt": *[] | order(_updatedAt desc)[0]._updatedAt,
  "documents": count(*)
}`;

/** The content's revision: what a page compares when it cannot follow live events from its build. */
export const CONTENT_REVISION_QUERY = defineQuery(`${CONTENT_REVISION}`);

/** The 404 page's copy. */
export const NOT_FOUND_PAGE = /* groq */ `*[_type == "notFoundPage" && language in [$lang, "en"]] | order(language == $lang desc)[0]{
    language,
    eyebrow,
    title,
    text,
    homeLabel,
    backLabel,
    linksHeading,
    links[]${LINKS}
  }`;

/**
 * What the root route loads once per visit, in ONE request: the shared copy
 * (header, footer, messages, default SEO) and the 404 page's copy (so a missing
 * page costs no extra round trip). Not the content's revision, which reads every
 * document: its sync tags would have every publish reload the root's content
 * (lib/sanity/built-content.ts carries it beside the page instead).
 */
export const ROOT_QUERY = defineQuery(`{
  "settings": ${SITE_SETTINGS},
  "notFound": ${NOT_FOUND_PAGE}
}`);
