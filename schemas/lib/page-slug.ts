import type { SlugRule, SlugValue, ValidationContext } from "sanity";
import { routeCollision } from "../site-routes";
import { API_VERSION } from "./api-version";
import { publishedId, ROOT_SLUG_TYPES, slugRule } from "./validation";

/** What already uses a page's address, as the lake answers PAGE_SLUG_CLASH. */
export interface SlugClash {
  /** A city guide, legal or embed page at the same address (same slug and language). */
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
  "rootDocument": *[_type in $types && slug.current == $slug
    && coalesce(language, "en") == $language][0]{
    _type, "title": coalesce(name, title)
  },
  "page": *[_type == "page" && slug.current == $slug && coalesce(language, "en") == $language
    && !(_id in [$id, $draftId])][0]{title}
}`;

/**
 * Why a page may not use `slug` in `language`, for staff: a route of the site
 * (in every language: the routes are `{-$lang}` routes), a city guide (or legal or
 * embed page) at the same address in that language, or another page of the same
 * language. True when the address is free. English pages are served at /slug, others
 * at /<language>/slug (routes/{-$lang}/$city.tsx).
 */
export function pageSlugProblem(slug: string, language: string, clash: SlugClash): string | true {
  const route = routeCollision(slug, "page");
  if (route) return route;
  const address = language === "en" ? `/${slug}` : `/${language}/${slug}`;
  if (clash.rootDocument) {
    const what = TYPE_NAMES[clash.rootDocument._type] ?? "a document";
    return `“${address}” is already the address of ${what} “${clash.rootDocument.title ?? slug}”: choose another address`;
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

/** A page's address: the slug format, then what it would collide with. */
export const pageSlugRule = (rule: SlugRule) => slugRule(rule).custom(checkPageSlug);
