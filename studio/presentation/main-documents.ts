/**
 * The document each route of the site shows, so Presentation opens it beside the preview
 * when a page is navigated to. The first match wins: fixed paths before `/:city`, which
 * shows a city guide or else the English page of that address
 * (web/src/routes/{-$lang}/$city.tsx, and the route-owned pages: the contact pages, the
 * sticker shop); `/:lang/:slug` is a city guide or page in another language.
 */
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "@tastemap/schemas/languages";
import { HOME_PAGE_SLUG } from "@tastemap/schemas/site-routes";
import { defineDocuments } from "sanity/presentation";

/** The home page (slug "home") in `language`: at / in English, at /it in Italian. */
const homePage = (language: string) =>
  `_type == "page" && slug.current == "${HOME_PAGE_SLUG}" && coalesce(language, "en") == "${language}"`;

export const mainDocuments = defineDocuments([
  { route: "/", filter: homePage(DEFAULT_LANGUAGE) },
  // Before `/:city`, which would take `it` for a slug.
  ...SUPPORTED_LANGUAGES.filter(({ id }) => id !== DEFAULT_LANGUAGE).map(({ id }) => ({
    route: `/${id}`,
    filter: homePage(id),
  })),
  // Pages translated per document (decision 0030): the English version at its address, the
  // others under /<language>.
  {
    route: "/terms",
    filter: '_type == "legalPage" && slug.current == "terms" && language == "en"',
  },
  {
    route: "/privacy",
    filter: '_type == "legalPage" && slug.current == "privacy" && language == "en"',
  },
  {
    route: "/:lang/terms",
    filter: '_type == "legalPage" && slug.current == "terms" && language == $lang',
  },
  {
    route: "/:lang/privacy",
    filter: '_type == "legalPage" && slug.current == "privacy" && language == $lang',
  },
  {
    route: "/:city",
    filter:
      '_type in ["city", "page"] && coalesce(language, "en") == "en" && slug.current == $city',
  },
  {
    // An Italian city guide (/it/roma) or page, each version with its own slug (decision 0035).
    route: "/:lang/:slug",
    filter: '_type in ["city", "page"] && language == $lang && slug.current == $slug',
  },
]);
