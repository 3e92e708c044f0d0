import { SANITY_API_VERSION as API_VERSION } from "@tastemap/config";
import type { SlugRule, SlugValue, ValidationContext } from "sanity";
import { routeCollision, SITE_ROUTES } from "../site-routes";
import { publishedId, ROOT_SLUG_TYPES, slugRule } from "./validation";

/** What already uses a page's address, as the lake answers PAGE_SLUG_CLASH. */
export interface SlugClash {
  /** A city guide, legal or embed page at /slug (only English pages live there). */
  rootDocument: { _type: string; title: string | null } | null;
  /** Another page with the same address in the same language. */
  page: { title: string | null } | null;
}

const TYPE_NAMES: Record<string, string> = {
  city: "the city guide",
  legalPage: "the legal page",
  embedPage: "the embedded page",
};

const PAGE_SLUG_CLASH = `{
  "rootDocument": select($language == "en" => *[_type in $types && slug.current == $slug][0]{
    _type, "title": coalesce(name, title)
  }),
  "page": *[_type == "page" && slug.current == $slug && coalesce(language, "en") == $language
    && !(_id in [$id, $draftId])][0]{title}
}`;

/**
 * Why a page may not use `slug` in `language`, for staff: a route of the site,
 * a city guide (or legal or embed page) at the same address, or another page
 * of the same language. True when the address is free.
 */
export function pageSlugProblem(slug: string, language: string, clash: SlugClash): string | true {
  const route = routeCollision(slug, "page");
  if (route) return route;
  // The site serves a page at an address of its own in English only (PATH_QUERY); in another
  // language only where a route shows the page of its slug. Refused rather than published to
  // an address that answers 404.
  if (language !== "en" && !Object.hasOwn(ITALIAN_PAGE_ADDRESSES, slug)) {
    return `Pages in this language are served at ${Object.keys(ITALIAN_PAGE_ADDRESSES)
      .map((address) => `/${language}/${address}`)
      .join(", ")} only, not yet at an address of their own: use one of those`;
  }
  if (clash.rootDocument) {
    const what = TYPE_NAMES[clash.rootDocument._type] ?? "a document";
    return `“/${slug}” is already the address of ${what} “${clash.rootDocument.title ?? slug}”: choose another address`;
  }
  if (clash.page) {
    return `Another ${language === "en" ? "English" : "Italian"} page, “${clash.page.title ?? slug}”, already uses “${slug}”: choose another address`;
  }
  return true;
}

async function checkPageSlug(value: SlugValue | undefined, context: ValidationContext) {
  const slug = value?.current;
  if (!slug || !context.document) return true;
  const language = typeof context.document.language === "string" ? context.document.language : "en";
  const id = publishedId(context.document._id);
  const clash = await context
    .getClient({ apiVersion: API_VERSION })
    .fetch<SlugClash>(PAGE_SLUG_CLASH, {
      slug,
      language,
      types: ROOT_SLUG_TYPES,
      id,
      draftId: `drafts.${id}`,
    });
  return pageSlugProblem(slug, language, clash);
}

/** The addresses whose route shows the page of that slug in every language (site-routes.ts). */
const ITALIAN_PAGE_ADDRESSES = Object.fromEntries(
  Object.entries(SITE_ROUTES).filter(([, servedType]) => servedType === "page"),
);

/** A page's address: the slug format, then what it would collide with. */
export const pageSlugRule = (rule: SlugRule) => slugRule(rule).custom(checkPageSlug);
