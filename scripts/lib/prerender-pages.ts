/**
 * Which addresses the build prerenders, read from the content so every city
 * document gets its page (not only the seeded three), and what the sitemap says
 * of each: the newest `_updatedAt` of the documents the page shows.
 */
import type { SanityClient } from "@sanity/client";
import { SUPPORTED_LANGUAGES } from "@tastemap/schemas/languages";
import { SITE_ROUTES } from "@tastemap/schemas/site-routes";
import { languagePath } from "@tastemap/web/language-path";
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

const PAGES_QUERY = `{
  "singletons": *[_id in $singletons]{_id, _updatedAt},
  "cities": *[_type == "city" && defined(slug.current)] | order(order asc){
    "slug": slug.current,
    "dates": [_updatedAt] + coalesce(attractions[]->_updatedAt, [])
      + coalesce(restaurants[]->_updatedAt, []) + coalesce(hotels[]->_updatedAt, [])
  },
  "legal": *[_type == "legalPage" && defined(slug.current)]{"slug": slug.current, _updatedAt},
  "embeds": *[_type == "embedPage" && defined(slug.current)]{"slug": slug.current, _updatedAt},
  "pages": *[_type == "page" && defined(slug.current)]{
    "slug": slug.current,
    "language": coalesce(language, "en"),
    "noindex": noindex == true,
    _updatedAt
  },
  "products": *[_type == "stickerProduct"]._updatedAt,
  "promoCodes": *[_type == "promoCode"]._updatedAt
}`;

interface PagesResult {
  singletons: Array<{ _id: string; _updatedAt: string }>;
  cities: Array<{ slug: string; dates: Array<string | null> }>;
  legal: Array<{ slug: string; _updatedAt: string }>;
  embeds: Array<{ slug: string; _updatedAt: string }>;
  pages: Array<{ slug: string; language: string; noindex: boolean; _updatedAt: string }>;
  products: string[];
  promoCodes: string[];
}

/** Translated pages: one address per language (see web/src/lib/i18n/language-path.ts). */
const TRANSLATED = [
  { path: "/merchant-contact", document: "merchantContactPage", indexable: true },
  { path: "/hotel-contact", document: "hotelContactPage", indexable: true },
  // Card holders only (?ref=): the page is in the file; its inline guard turns others away.
  { path: "/mt25", document: "mt25Page", indexable: false },
];

export async function prerenderPages(client: SanityClient): Promise<PrerenderPage[]> {
  const singletonIds = [
    "siteSettings",
    "homePage",
    "stickerShopPage",
    "signInPage",
    "signUpPage",
    "dashboardPage",
    ...TRANSLATED.map((page) => page.document),
  ];
  const content = await client.fetch<PagesResult>(PAGES_QUERY, { singletons: singletonIds });
  const updated = (id: string) => content.singletons.find((doc) => doc._id === id)?._updatedAt;
  const settings = updated("siteSettings");
  const page = (path: string, indexable: boolean, dates: Array<string | null | undefined>) => ({
    path,
    indexable,
    // Every page shows the header and footer from the site settings.
    lastmod: newest([settings, ...dates]),
  });

  const pages: PrerenderPage[] = [
    page("/", true, [updated("homePage")]),
    page("/merchant-stickers-shop", true, [
      updated("stickerShopPage"),
      ...content.products,
      ...content.promoCodes,
    ]),
    page("/signin", false, [updated("signInPage")]),
    page("/signup", false, [updated("signUpPage")]),
    page("/dashboard", false, [updated("dashboardPage")]),
    ...content.cities.map((city) => page(`/${city.slug}`, true, city.dates)),
    // These documents have routes of their own (web/src/routes/terms.tsx, ...).
    ...["terms", "privacy"].map((slug) =>
      page(`/${slug}`, true, [content.legal.find((legal) => legal.slug === slug)?._updatedAt]),
    ),
    ...["qr-generator", "fine-dining-london"].map((slug) =>
      page(`/${slug}`, true, [content.embeds.find((embed) => embed.slug === slug)?._updatedAt]),
    ),
  ];
  // Pages built from sections: an English page at /slug (routes/$city.tsx); a page whose
  // slug is a route's of its own (schemas/site-routes.ts) in every language that route
  // serves, with the language alternates.
  const builtPage = (slug: string, language: string) =>
    content.pages.find((built) => built.slug === slug && built.language === language);
  const pageRoutes = Object.entries(SITE_ROUTES)
    .filter(([, servedType]) => servedType === "page")
    .map(([slug]) => `/${slug}`);
  for (const built of content.pages) {
    if (built.language !== "en" || pageRoutes.includes(`/${built.slug}`)) continue;
    pages.push(page(`/${built.slug}`, !built.noindex, [built._updatedAt]));
  }
  for (const path of pageRoutes) {
    const alternates = Object.fromEntries([
      ...SUPPORTED_LANGUAGES.map((language) => [
        language.htmlLang,
        languagePath(language.id, path),
      ]),
      ["x-default", path],
    ]);
    for (const language of SUPPORTED_LANGUAGES) {
      const built = builtPage(path.slice(1), language.id);
      if (!built) continue;
      pages.push({
        ...page(languagePath(language.id, path), !built.noindex, [built._updatedAt]),
        ...(built.noindex ? {} : { alternates }),
      });
    }
  }
  for (const translated of TRANSLATED) {
    const alternates = Object.fromEntries([
      ...SUPPORTED_LANGUAGES.map((language) => [
        language.htmlLang,
        languagePath(language.id, translated.path),
      ]),
      ["x-default", translated.path],
    ]);
    for (const language of SUPPORTED_LANGUAGES) {
      pages.push({
        ...page(languagePath(language.id, translated.path), translated.indexable, [
          updated(translated.document),
        ]),
        ...(translated.indexable ? { alternates } : {}),
      });
    }
  }
  return pages;
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
