/**
 * The top-level addresses the site's own routes answer (web/src/routes), so a
 * page, city guide, legal or embed page cannot take one of them. A route that
 * shows a document of the same slug names that document's type: `/terms` shows
 * the legal page "terms", `/welcome-you-merchants` the page "welcome-you-merchants"
 * (in each language). schemas/site-routes.test.ts reads web/src/routes, so a new
 * route cannot be forgotten here.
 *
 * This module must stay free of `sanity` imports: the web and scripts import it.
 */
export const SITE_ROUTES = {
  dashboard: null,
  login: null,
  signin: null,
  signup: null,
  welcome: null,
  qr: null,
  "merchant-stickers-shop": "page",
  mt25: "page",
  terms: "legalPage",
  privacy: "legalPage",
  "qr-generator": "embedPage",
  "fine-dining-london": "embedPage",
  "welcome-you-merchants": "page",
  "merchant-contact": "page",
  "hotel-contact": "page",
} as const satisfies Record<string, string | null>;

/**
 * First path segments the site keeps for itself without a route file: the
 * language prefixes (/it/...), the host's Studio and API paths, the old
 * merchants address (a redirect) and the build's own files.
 */
export const RESERVED_PATHS = ["en", "it", "studio", "api", "merchants", "404", "assets"] as const;

/**
 * The home page's slug: the page built from sections with it is served at / and /it
 * (web/src/routes/{-$lang}/index.tsx), never at /home (the any-path route answers it with
 * the 404), so only a page may take it, and only one per language (page-slug.ts).
 */
export const HOME_PAGE_SLUG = "home";

/**
 * What `slug` collides with among the site's own addresses, said for staff, or
 * undefined when a document of `documentType` may use it.
 */
export function routeCollision(slug: string, documentType: string): string | undefined {
  if ((RESERVED_PATHS as readonly string[]).includes(slug)) {
    return `“/${slug}” is reserved by the site (language prefixes, Studio, API): choose another address`;
  }
  if (slug === HOME_PAGE_SLUG) {
    return documentType === "page"
      ? undefined
      : `“${HOME_PAGE_SLUG}” is the home page's address (/): choose another address`;
  }
  if (!Object.hasOwn(SITE_ROUTES, slug)) return undefined;
  const servedType = SITE_ROUTES[slug as keyof typeof SITE_ROUTES];
  if (servedType === documentType) return undefined;
  return `“/${slug}” is already a page of the site (its own route): choose another address`;
}
