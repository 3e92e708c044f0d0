/**
 * Which addresses the build prerenders, read from the content so every city
 * document gets its page (not only the seeded three), and what the sitemap says
 * of each: the newest `_updatedAt` of the documents the page shows.
 */
import type { SanityClient } from "@sanity/client";
import {
  DEFAULT_LANGUAGE,
  isLanguageId,
  type LanguageId,
  SUPPORTED_LANGUAGES,
} from "@tastemap/schemas/languages";
import { HOME_PAGE_SLUG, SITE_ROUTES } from "@tastemap/schemas/site-routes";
import { DOCUMENT_TRANSLATED_TYPES } from "@tastemap/schemas/translation";
import { languagePath } from "../src/lib/i18n/language-path";
import { newest, type SitemapPage } from "./sitemap";

export interface PrerenderPage {
  path: string;
  /** In sitemap.xml (member pages, card-holder pages and the 404 are not). */
  indexable: boolean;
  lastmod?: string | null;
  alternates?: Record<string, string>;
}

/** Rendered at this address (no route matches it), written as 404.html. */
export const NOT_FOUND_RENDER_PATH = "/404/page-not-found";

/** A city guide's or page's versions, each with its slug (web/src/lib/page-queries/built-page.ts VERSIONS). */
const VERSIONS = `coalesce(
      *[_type == "translation.metadata" && references(^._id)][0].translations[]{
        "language": _key, "slug": value->slug.current
      }[defined(slug)],
      []
    )`;

const PAGES_QUERY = /* groq */ `{
  "translated": *[_type in $translatedTypes && defined(language)]{
    _type, language, _updatedAt, "slug": slug.current
  },
  "cities": *[_type == "city" && defined(slug.current)] | order(order asc){
    "slug": slug.current,
    "language": coalesce(language, "en"),
    "versions": ${VERSIONS},
    "dates": [_updatedAt] + coalesce(attractions[]->_updatedAt, [])
      + coalesce(restaurants[]->_updatedAt, []) + coalesce(hotels[]->_updatedAt, [])
  },
  "pages": *[_type == "page" && defined(slug.current)]{
    "slug": slug.current,
    "language": coalesce(language, "en"),
    // Its twins, linked by translation.metadata (page-queries/built-page.ts VERSIONS).
    "versions": ${VERSIONS},
    "noindex": noindex == true,
    _updatedAt
  },
  "products": *[_type == "stickerProduct"]._updatedAt,
  "promoCodes": *[_type == "promoCode"]._updatedAt
}`;

/** A version of a city guide: its slug and language, and its versions' (decision 0035). */
export interface CityVersion extends SluggedVersion {
  dates: Array<string | null>;
}

/**
 * Each language's address of a version's page (a city guide, a page built from
 * sections): its own and its versions', each with its slug (decision 0035).
 */
/** A document version with a slug of its own, and its other versions' slugs. */
export interface SluggedVersion {
  slug: string;
  language: string;
  versions: Array<{ language: string; slug: string }>;
}

export function versionPaths(version: SluggedVersion): Partial<Record<LanguageId, string>> {
  const paths: Partial<Record<LanguageId, string>> = {};
  for (const { language, slug } of [...version.versions, version]) {
    if (isLanguageId(language)) paths[language] = languagePath(language, `/${slug}`);
  }
  return paths;
}

/** hreflang -> path of the languages that have a version, plus x-default (English's). */
function alternatesOfPaths(paths: Partial<Record<LanguageId, string>>, own: LanguageId) {
  return Object.fromEntries([
    ...SUPPORTED_LANGUAGES.filter((language) => paths[language.id]).map((language) => [
      language.htmlLang,
      paths[language.id],
    ]),
    ["x-default", paths[DEFAULT_LANGUAGE] ?? paths[own]],
  ]);
}

/**
 * Every city guide version at its address (`/rome`, `/it/roma`), with the alternates of
 * the languages the guide has. A language without its version still gets the English
 * guide at `/<language>/<english slug>` (shown with the notice, for visitors who follow
 * a link there), not indexable: the sitemap and hreflang list only the versions.
 */
export function cityPages(
  cities: CityVersion[],
  shared: (language: LanguageId) => Array<string | null | undefined>,
): PrerenderPage[] {
  return cities.flatMap((city) => {
    if (!isLanguageId(city.language)) return [];
    const paths = versionPaths(city);
    const own: PrerenderPage = {
      path: languagePath(city.language, `/${city.slug}`),
      indexable: true,
      lastmod: newest([...shared(city.language), ...city.dates]),
      ...(Object.keys(paths).length > 1
        ? { alternates: alternatesOfPaths(paths, city.language) }
        : {}),
    };
    if (city.language !== DEFAULT_LANGUAGE) return [own];
    const standIns = SUPPORTED_LANGUAGES.filter((language) => !paths[language.id]).map(
      (language): PrerenderPage => ({
        path: languagePath(language.id, `/${city.slug}`),
        indexable: false,
        lastmod: newest([...shared(language.id), ...city.dates]),
      }),
    );
    return [own, ...standIns];
  });
}

/** A version of a document-translated page (decision 0030). */
export interface TranslatedDocument {
  _type: string;
  language: string;
  _updatedAt: string;
  slug?: string | null;
}

interface PagesResult {
  translated: TranslatedDocument[];
  cities: CityVersion[];
  pages: Array<{
    slug: string;
    language: string;
    versions: Array<{ language: string; slug: string }>;
    noindex: boolean;
    _updatedAt: string;
  }>;
  products: string[];
  promoCodes: string[];
}

/** Translated per document: a language has the page when it has the document. */
const DOCUMENT_TRANSLATED: Array<{
  path: string;
  type: string;
  slug?: string;
  indexable: boolean;
}> = [
  // These documents have routes of their own (web/src/routes/{-$lang}/terms.tsx, ...).
  { path: "/terms", type: "legalPage", slug: "terms", indexable: true },
  { path: "/privacy", type: "legalPage", slug: "privacy", indexable: true },
  { path: "/qr-generator", type: "embedPage", slug: "qr-generator", indexable: true },
  { path: "/fine-dining-london", type: "embedPage", slug: "fine-dining-london", indexable: true },
  { path: "/signin", type: "signInPage", indexable: false },
  { path: "/signup", type: "signUpPage", indexable: false },
  { path: "/dashboard", type: "dashboardPage", indexable: false },
];

/** hreflang -> path for the languages given, plus x-default (the default language's path). */
function alternatesOf(basePath: string, languages: readonly LanguageId[]) {
  return Object.fromEntries([
    ...SUPPORTED_LANGUAGES.filter((language) => languages.includes(language.id)).map((language) => [
      language.htmlLang,
      languagePath(language.id, basePath),
    ]),
    ["x-default", languagePath(DEFAULT_LANGUAGE, basePath)],
  ]);
}

/**
 * Every language's address of a document-translated page. A language without
 * its document is still rendered (the default language's text with a notice,
 * for visitors who follow a link there) but is not indexable: the sitemap and
 * hreflang list only the languages that have the page.
 */
export function documentTranslatedPages(
  documents: TranslatedDocument[],
  shared: (language: LanguageId) => Array<string | null | undefined>,
): PrerenderPage[] {
  return DOCUMENT_TRANSLATED.flatMap((page) => {
    const versions = documents.filter(
      (doc) => doc._type === page.type && (page.slug === undefined || doc.slug === page.slug),
    );
    const has = SUPPORTED_LANGUAGES.map((language) => language.id).filter((id) =>
      versions.some((doc) => doc.language === id),
    );
    return SUPPORTED_LANGUAGES.map((language): PrerenderPage => {
      const own = versions.find((doc) => doc.language === language.id);
      const shown = own ?? versions.find((doc) => doc.language === DEFAULT_LANGUAGE);
      const indexable = page.indexable && own !== undefined;
      return {
        path: languagePath(language.id, page.path),
        indexable,
        lastmod: newest([...shared(language.id), shown?._updatedAt]),
        ...(indexable && has.length > 1 ? { alternates: alternatesOf(page.path, has) } : {}),
      };
    });
  });
}

export async function prerenderPages(client: SanityClient): Promise<PrerenderPage[]> {
  return (await prerenderSite(client)).pages;
}

/**
 * The pages to prerender, and the documents whose versions have slugs of their own: the
 * city guides and the pages built from sections (for city-redirects.ts).
 */
export async function prerenderSite(
  client: SanityClient,
): Promise<{ pages: PrerenderPage[]; slugged: SluggedVersion[] }> {
  const content = await client.fetch<PagesResult>(PAGES_QUERY, {
    translatedTypes: DOCUMENT_TRANSLATED_TYPES,
  });
  // Every page shows the header and footer from the site settings of its language.
  const settingsOf = (language: LanguageId) =>
    content.translated.find((doc) => doc._type === "siteSettings" && doc.language === language)
      ?._updatedAt ??
    content.translated.find(
      (doc) => doc._type === "siteSettings" && doc.language === DEFAULT_LANGUAGE,
    )?._updatedAt;
  const settings = settingsOf(DEFAULT_LANGUAGE);
  const page = (path: string, indexable: boolean, dates: Array<string | null | undefined>) => ({
    path,
    indexable,
    lastmod: newest([settings, ...dates]),
  });

  const pages: PrerenderPage[] = [
    ...documentTranslatedPages(content.translated, (language) => [settingsOf(language)]),
    ...cityPages(content.cities, (language) => [settingsOf(language)]),
  ];
  // Pages built from sections: an English page at /slug, another language's at /<language>/slug
  // (routes/{-$lang}/$city.tsx), with the alternates of its twins (decision 0035); a page
  // whose slug is a route's of its own (schemas/site-routes.ts) in every language that route
  // serves, with the alternates of the languages it has.
  const builtPage = (slug: string, language: string) =>
    content.pages.find((built) => built.slug === slug && built.language === language);
  // The home page (slug "home") is a route's own page too, at / and /it, never at /home.
  const pageRoutes = [
    ...Object.entries(SITE_ROUTES)
      .filter(([, servedType]) => servedType === "page")
      .map(([slug]) => ({ slug, path: `/${slug}` })),
    { slug: HOME_PAGE_SLUG, path: "/" },
  ];
  const ownsRoute = (slug: string) => pageRoutes.some((route) => route.slug === slug);
  for (const built of content.pages) {
    if (!isLanguageId(built.language) || ownsRoute(built.slug)) continue;
    const paths = versionPaths(built);
    pages.push({
      ...page(languagePath(built.language, `/${built.slug}`), !built.noindex, [
        settingsOf(built.language),
        built._updatedAt,
      ]),
      ...(built.noindex || Object.keys(paths).length < 2
        ? {}
        : { alternates: alternatesOfPaths(paths, built.language) }),
    });
  }
  for (const { slug, path } of pageRoutes) {
    const has = SUPPORTED_LANGUAGES.map((language) => language.id).filter((id) =>
      builtPage(slug, id),
    );
    const alternates = alternatesOf(path, has);
    for (const language of SUPPORTED_LANGUAGES) {
      const built = builtPage(slug, language.id);
      if (!built) continue;
      pages.push({
        ...page(languagePath(language.id, path), !built.noindex, [
          settingsOf(language.id),
          built._updatedAt,
          // The shop's page shows the sticker products and promo codes.
          ...(path === "/merchant-stickers-shop"
            ? [...content.products, ...content.promoCodes]
            : []),
        ]),
        ...(built.noindex || has.length < 2 ? {} : { alternates }),
      });
    }
  }
  const builtWithOwnSlug = content.pages.filter(
    (built) => isLanguageId(built.language) && !ownsRoute(built.slug),
  );
  return { pages, slugged: [...content.cities, ...builtWithOwnSlug] };
}

export function sitemapPages(pages: PrerenderPage[]): SitemapPage[] {
  return pages
    .filter((page) => page.indexable)
    .map(({ path, lastmod, alternates }) => ({
      path,
      lastmod,
      ...(alternates ? { alternates } : {}),
    }));
}

/** Where a page's HTML goes in the output: `/` -> index.html, `/rome` -> rome.html (cleanUrls). */
export function htmlFileOf(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}
