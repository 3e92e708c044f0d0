/**
 * Which addresses the built site answers, worked out from the published content the way the
 * build does (decision 0056): the pages `web/build/prerender-pages.ts` prerenders, the
 * go-on pages of `web/build/city-redirects.ts`, the redirects of firebase.json and those
 * published in Studio, and the files of `web/public` and the build. Site health, the link
 * fields' warning and the e2e test that compares this list with a real build all read it.
 *
 * This module must stay free of `sanity` imports: the e2e suite imports it.
 */
import { DEFAULT_LANGUAGE, isLanguageId, type LanguageId, SUPPORTED_LANGUAGES } from "../languages";
import { HOME_PAGE_SLUG, RESERVED_PATHS, SITE_ROUTES } from "../site-routes";
import { baseIdOf } from "../translation";
import { addressPath } from "./redirect-rules";

/** A published document that answers an address: a page, a city guide, a route's document. */
export interface ServingDocument {
  _id: string;
  _type: string;
  language: string;
  slug?: string | null;
}

/** A `translation.metadata` document: the ids of the versions it links. */
export interface TranslationGroup {
  _id: string;
  members?: Array<string | null> | null;
}

export interface ServedContent {
  documents: ServingDocument[];
  groups: TranslationGroup[];
  /** Published redirects (decision 0050): their old addresses are answered. */
  redirects: Array<{ from?: string | null; to?: string | null }>;
}

/**
 * Routes that show one document in every language, the English one with a notice where a
 * language has none (prerender-pages.ts `DOCUMENT_TRANSLATED`): the legal and embedded
 * pages of SITE_ROUTES at their slug, and the member pages' singletons.
 */
const DOCUMENT_ROUTES: Array<{ path: string; type: string; slug?: string }> = [
  ...Object.entries(SITE_ROUTES)
    .filter(([, type]) => type === "legalPage" || type === "embedPage")
    .map(([slug, type]) => ({ path: `/${slug}`, type: type as string, slug })),
  { path: "/signin", type: "signInPage" },
  { path: "/signup", type: "signUpPage" },
  { path: "/dashboard", type: "dashboardPage" },
];

/** The documents whose published versions answer an address (ServedContent's query). */
const SERVING_TYPES = ["city", "page", ...new Set(DOCUMENT_ROUTES.map((route) => route.type))];

/** Where firebase.json's own redirects start (served-addresses.test.ts reads firebase.json). */
export const HOSTING_REDIRECT_SOURCES = ["/welcome", "/login", "/qr"] as const;

/**
 * Files the host serves as they are: web/public (served-addresses.test.ts reads the folder)
 * and what the build writes beside the pages: the sitemap, robots.txt and the error
 * reporter's sender (decision 0059).
 */
export const SITE_FILES = [
  "/favicon.svg",
  "/og-default.png",
  "/forms/embed.js",
  "/embeds/stand-in.html",
  "/sitemap.xml",
  "/robots.txt",
  "/error-reports.js",
] as const;

/**
 * First path segments no content can tell about: the English doors (`/en/terms`, written for
 * pages with a twin), the host's Studio, API and merchants' dashboard, the build's 404 and
 * hashed assets. Links there are not checked.
 */
const NOT_CHECKED = RESERVED_PATHS.filter(
  (segment) => !isLanguageId(segment) || segment === DEFAULT_LANGUAGE,
) as readonly string[];

const PUBLISHED = `!(_id in path("drafts.**")) && !(_id in path("versions.**"))`;

/** The published content ServedContent reads; params: SERVED_CONTENT_PARAMS. */
export const SERVED_CONTENT_QUERY = /* groq */ `{
  "documents": *[_type in $servingTypes && ${PUBLISHED}]{
    _id, _type, "language": coalesce(language, $defaultLanguage), "slug": slug.current
  },
  "groups": *[_type == "translation.metadata" && ${PUBLISHED}]{
    _id, "members": translations[].value._ref
  },
  "redirects": *[_type == "redirect" && defined(from) && defined(to) && ${PUBLISHED}]{ from, to }
}`;

export const SERVED_CONTENT_PARAMS = {
  servingTypes: SERVING_TYPES,
  defaultLanguage: DEFAULT_LANGUAGE,
};

const LANGUAGES: LanguageId[] = SUPPORTED_LANGUAGES.map((language) => language.id);

/** `/terms` in Italian is `/it/terms`, the home page `/it` (web's languagePath). */
function inLanguage(language: LanguageId, basePath: string): string {
  if (language === DEFAULT_LANGUAGE) return basePath;
  return basePath === "/" ? `/${language}` : `/${language}${basePath}`;
}

/** The host serves `x.html` at `/x` (firebase.json `cleanUrls`): one address for both. */
function cleanAddress(path: string): string {
  if (path.endsWith("/index.html")) return path.slice(0, -"index.html".length - 1) || "/";
  return path.endsWith(".html") ? path.slice(0, -".html".length) : path;
}

/** The page route a page built from sections takes by its slug: `/`, `/mt25`, or none. */
function pageRoute(slug: string): string | undefined {
  if (slug === HOME_PAGE_SLUG) return "/";
  return Object.hasOwn(SITE_ROUTES, slug) &&
    SITE_ROUTES[slug as keyof typeof SITE_ROUTES] === "page"
    ? `/${slug}`
    : undefined;
}

/**
 * Every address the built site answers, each with what answers it ("page", "city guide",
 * "go-on page", "redirect", ...): what the build prerenders and writes from `content`, the
 * host's redirects, the public files.
 */
export function servedAddresses(content: ServedContent): Map<string, string> {
  const served = new Map<string, string>();
  const add = (address: string, what: string) => {
    if (!served.has(address)) served.set(address, what);
  };
  const documents = content.documents.filter((document) => isLanguageId(document.language));
  // A document's versions: the translation.metadata linking it, else its id's base (a
  // singleton's `siteSettings__i18n_it`), as the site's queries find them.
  const groupOf = new Map<string, string>();
  for (const group of content.groups) {
    for (const member of group.members ?? []) if (member) groupOf.set(member, group._id);
  }
  const groupKey = (document: ServingDocument) =>
    groupOf.get(document._id) ?? `id:${baseIdOf(document._id)}`;
  const versionsOf = (document: ServingDocument) =>
    documents.filter(
      (other) =>
        other.slug && other._type === document._type && groupKey(other) === groupKey(document),
    );

  // The routes that show one document: every language once the English one (or the
  // language's own) is published.
  for (const route of DOCUMENT_ROUTES) {
    const shown = documents.filter(
      (document) =>
        document._type === route.type && (route.slug === undefined || document.slug === route.slug),
    );
    const hasDefault = shown.some((document) => document.language === DEFAULT_LANGUAGE);
    for (const language of LANGUAGES) {
      if (hasDefault || shown.some((document) => document.language === language)) {
        add(inLanguage(language, route.path), "route");
      }
    }
  }

  // City guides at each version's address; an English guide also under every language it
  // has no version in (shown in English, with a notice).
  const cities = documents.filter((document) => document._type === "city" && document.slug);
  for (const city of cities) {
    add(inLanguage(city.language as LanguageId, `/${city.slug}`), "city guide");
    if (city.language !== DEFAULT_LANGUAGE) continue;
    const languages = new Set(versionsOf(city).map((version) => version.language));
    for (const language of LANGUAGES) {
      if (!languages.has(language)) add(inLanguage(language, `/${city.slug}`), "city guide");
    }
  }

  // Pages built from sections: at their slug's address, or at their route's (the home page,
  // /mt25, ...) in their language.
  const pages = documents.filter((document) => document._type === "page" && document.slug);
  for (const page of pages) {
    const route = pageRoute(page.slug as string);
    add(inLanguage(page.language as LanguageId, route ?? `/${page.slug}`), "page");
  }

  // Another version's slug under a language's prefix (/it/rome, /roma) goes on to that
  // language's version, where no page has the address (city-redirects.ts).
  const pageAddresses = new Set(served.keys());
  const slugged = [...cities, ...pages.filter((page) => !pageRoute(page.slug as string))];
  for (const document of slugged) {
    const versions = versionsOf(document);
    for (const version of versions) {
      const to = inLanguage(version.language as LanguageId, `/${version.slug}`);
      for (const { slug } of versions) {
        const from = inLanguage(version.language as LanguageId, `/${slug}`);
        if (from !== to && !pageAddresses.has(from)) add(from, "go-on page");
      }
    }
  }

  for (const source of HOSTING_REDIRECT_SOURCES) add(source, "redirect");
  for (const redirect of content.redirects) {
    if (redirect.from && redirect.to) add(addressPath(redirect.from), "redirect");
  }
  for (const file of SITE_FILES) add(cleanAddress(file), "file");
  return served;
}

/** What a link's target is to Site health. */
export type LinkTarget =
  /** Not an address of the site's pages: another site, mail, a section of this page, `/api`. */
  | { kind: "notChecked" }
  | { kind: "served"; path: string; by: string }
  | { kind: "missing"; path: string };

export function linkTarget(href: string, served: Map<string, string>): LinkTarget {
  const value = href.trim();
  if (!value.startsWith("/") || value.startsWith("//")) return { kind: "notChecked" };
  const path = cleanAddress(addressPath(value));
  const first = path.split("/")[1] ?? "";
  if (NOT_CHECKED.includes(first)) return { kind: "notChecked" };
  const by = served.get(path);
  return by ? { kind: "served", path, by } : { kind: "missing", path };
}

/** The same page's address in the other languages, where one is served (for the message). */
function otherLanguageAddress(path: string, served: Map<string, string>): string | undefined {
  const [, first = "", ...rest] = path.split("/");
  const prefixed = isLanguageId(first) && first !== DEFAULT_LANGUAGE;
  const basePath = prefixed ? `/${rest.join("/")}` : path;
  return LANGUAGES.map((language) => inLanguage(language, basePath === "/" ? "/" : basePath)).find(
    (address) => address !== path && served.has(address),
  );
}

/**
 * Why a link to `href` leads nowhere, said for staff, or undefined when the site answers it
 * (or it is not an address of the site's pages).
 */
export function unservedLinkProblem(
  href: string | undefined | null,
  served: Map<string, string>,
): string | undefined {
  if (!href) return undefined;
  const target = linkTarget(href, served);
  if (target.kind !== "missing") return undefined;
  const other = otherLanguageAddress(target.path, served);
  return `Nothing on the site answers “${target.path}”: no route, page, city guide or redirect has this address, so visitors land on the “page not found” page${other ? `. “${other}” is served: the page may not exist in this language` : ""}`;
}
