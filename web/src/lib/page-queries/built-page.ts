import { defineQuery } from "groq";
import { SECTION_PROJECTIONS } from "../../sections/projections.gen";
import { SEO } from "../query-fragments";

/**
 * The query of a page built from sections that a route shows by its own slug (the home page,
 * the contact pages, the shop, /mt25; features/page/load-built-page.ts), and the page's
 * projection the any-path route's PATH_QUERY (path-queries.ts) shares. A module of its own:
 * those routes' chunks carry the page's query text and not the city guide's, which only the
 * any-path route runs.
 */

/*
 * The versions of a city guide or a page built from sections, each with its slug: its
 * `translation.metadata` (decision 0030; "Create Italian version") lists them.
 * Unpublished versions dereference to nothing and are left out.
 */
export const VERSIONS = /* groq */ `coalesce(*[_type == "translation.metadata" && references(^._id)][0]
      .translations[]{"language": _key, "slug": value->slug.current}[defined(slug)], [])`;

export const PAGE = /* groq */ `{
    _id,
    _type,
    title,
    language,
    "versions": ${VERSIONS},
    "slug": slug.current,
    noindex,
    seo${SEO},
    ${SECTION_PROJECTIONS}
  }`;

/**
 * $slug, $lang: the page at /slug (English) or /$lang/slug. The routes that
 * show a page of their own slug (/welcome-you-merchants, the home page) read it with this.
 * Their address exists in every language, so without a version in $lang it is the English
 * one, shown with the notice that it is not translated yet (as the legal pages do).
 */
export const PAGE_QUERY = defineQuery(`
  *[_type == "page" && slug.current == $slug && coalesce(language, "en") in [$lang, "en"]]
    | order(coalesce(language, "en") == $lang desc)[0]${PAGE}
`);
