/**
 * The document each route of the site shows, so Presentation opens it beside the preview
 * when a page is navigated to. The first match wins: fixed paths before `/:city`.
 */
import { defineDocuments } from "sanity/presentation";

export const mainDocuments = defineDocuments([
  { route: "/", filter: '_type == "homePage"' },
  { route: "/terms", filter: '_type == "legalPage" && slug.current == "terms"' },
  { route: "/privacy", filter: '_type == "legalPage" && slug.current == "privacy"' },
  { route: "/merchant-stickers-shop", filter: '_type == "stickerShopPage"' },
  { route: "/:city", filter: '_type == "city" && slug.current == $city' },
]);
