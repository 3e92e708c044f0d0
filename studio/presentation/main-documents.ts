/**
 * The document each route of the site shows, so Presentation opens it beside the preview
 * when a page is navigated to. The first match wins: fixed paths before `/:city`, which
 * shows a city guide or else the English page of that address (web/src/routes/$city.tsx);
 * `/:lang/:slug` is a page in another language.
 */
import { defineDocuments } from "sanity/presentation";

export const mainDocuments = defineDocuments([
  { route: "/", filter: '_type == "homePage"' },
  { route: "/terms", filter: '_type == "legalPage" && slug.current == "terms"' },
  { route: "/privacy", filter: '_type == "legalPage" && slug.current == "privacy"' },
  { route: "/merchant-stickers-shop", filter: '_type == "stickerShopPage"' },
  {
    route: "/:city",
    filter:
      '(_type == "city" || (_type == "page" && coalesce(language, "en") == "en")) && slug.current == $city',
  },
  {
    route: "/:lang/:slug",
    filter: '_type == "page" && language == $lang && slug.current == $slug',
  },
]);
