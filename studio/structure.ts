import { ArrowRightIcon } from "@sanity/icons/ArrowRight";
import { BasketIcon } from "@sanity/icons/Basket";
import { CogIcon } from "@sanity/icons/Cog";
import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { EarthGlobeIcon } from "@sanity/icons/EarthGlobe";
import { HomeIcon } from "@sanity/icons/Home";
import { HOME_PAGE_SLUG } from "@tastemap/schemas/site-routes";
import { isDocumentTranslated } from "@tastemap/schemas/translation";
import type { ComponentType } from "react";
import type {
  ListBuilder,
  ListItemBuilder,
  StructureBuilder,
  StructureResolver,
} from "sanity/structure";
import { missingTranslationLists, translatedSingleton } from "./translation-plugins";

/**
 * A pinned singleton: opens its one document directly, no list; one document per
 * language for pages translated per document (decision 0030).
 */
function singleton(S: StructureBuilder, typeName: string, title: string) {
  if (isDocumentTranslated(typeName)) return translatedSingleton(S, typeName, title);
  return S.listItem()
    .title(title)
    .id(typeName)
    .schemaType(typeName)
    .child(S.document().schemaType(typeName).documentId(typeName).title(title));
}

/**
 * The home page: the page built from sections with slug "home", one per language (/ and
 * /it), listed where the home page singleton was, so staff find it where they always did.
 */
function homePages(S: StructureBuilder): ListItemBuilder {
  return S.listItem()
    .title("Home page")
    .id("home-page")
    .icon(HomeIcon)
    .child(
      S.documentList()
        .title("Home page")
        .schemaType("page")
        .filter('_type == "page" && slug.current == $slug')
        .params({ slug: HOME_PAGE_SLUG })
        .defaultOrdering([{ field: "language", direction: "asc" }]),
    );
}

function sortedList(S: StructureBuilder, typeName: string, title: string, field: string) {
  return S.documentTypeListItem(typeName)
    .title(title)
    .child(
      S.documentTypeList(typeName)
        .title(title)
        .defaultOrdering([{ field, direction: "asc" }]),
    );
}

/** A folder of the menu: a titled list of the items given. */
function folder(
  S: StructureBuilder,
  id: string,
  title: string,
  icon: ComponentType,
  items: Parameters<ListBuilder["items"]>[0],
): ListItemBuilder {
  return S.listItem().title(title).id(id).icon(icon).child(S.list().title(title).items(items));
}

/**
 * The Studio's left-hand menu, grouped the way marketing staff think about
 * the site rather than by schema type.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      // Pages staff compose from sections (documents/page.ts): new ones start here or in
      // the Preview, blank or from a template (page-templates.ts).
      S.documentTypeListItem("page").title("Pages"),
      folder(S, "places", "Places", EarthGlobeIcon, [
        sortedList(S, "city", "City guides", "order"),
        S.divider(),
        sortedList(S, "attraction", "Attractions", "name.en"),
        sortedList(S, "restaurant", "Restaurants", "name"),
        sortedList(S, "hotel", "Hotels", "name"),
      ]),
      folder(S, "shop", "Shop", BasketIcon, [
        singleton(S, "stickerShopPage", "Sticker shop settings"),
        sortedList(S, "stickerProduct", "Sticker products", "order"),
        sortedList(S, "promoCode", "Promo codes", "code"),
      ]),
      sortedList(S, "legalPage", "Legal", "title").icon(DocumentTextIcon),
      folder(S, "site", "Site", CogIcon, [
        singleton(S, "siteSettings", "Site settings"),
        homePages(S),
        singleton(S, "notFoundPage", "Page not found (404)"),
        S.divider(),
        singleton(S, "signUpPage", "Sign-up page"),
        singleton(S, "signInPage", "Sign-in page"),
        singleton(S, "dashboardPage", "Dashboard"),
        S.divider(),
        sortedList(S, "embedPage", "Embedded pages", "title"),
        S.divider(),
        // Old addresses sent on to new ones (documents/redirect.ts).
        sortedList(S, "redirect", "Redirects", "from").icon(ArrowRightIcon),
      ]),
      S.divider(),
      ...missingTranslationLists(S),
    ]);
