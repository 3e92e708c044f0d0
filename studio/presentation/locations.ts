/**
 * Document locations: which pages of the site show a document, listed in the document
 * editor ("Used on N pages") and used by Presentation to open the right page. Cities and
 * legal pages are pages of their own; restaurants, hotels and attractions appear on the
 * city guides that reference them; sticker products on the sticker shop.
 */
import { HOME_PAGE_SLUG } from "@tastemap/schemas/site-routes";
import { map } from "rxjs";
import type { DocumentLocationResolver, DocumentLocationsState } from "sanity/presentation";

/**
 * A city guide's or page's address without its leading slash: English at its slug, another
 * language under its prefix (`it/roma`; decision 0035).
 */
const ADDRESS =
  '"slug": select(coalesce(language, "en") == "en" => slug.current, language + "/" + slug.current)';

/**
 * A page's address without its leading slash: the home page (slug "home") at / in English
 * and at /it in Italian (web/src/routes/{-$lang}/index.tsx), any other as ADDRESS says.
 */
const PAGE_ADDRESS = `"slug": select(
  slug.current == "${HOME_PAGE_SLUG}" => select(coalesce(language, "en") == "en" => "", language),
  coalesce(language, "en") == "en" => slug.current,
  language + "/" + slug.current
)`;

const STICKER_SHOP = { title: "Merchant sticker shop", href: "/merchant-stickers-shop" };

/**
 * The card holders' page (/mt25) opens only with an allowed `?ref=`: its location carries
 * the first card reference of the English page's gate, so Presentation shows the page, not
 * the redirect every other visitor gets.
 */
const CARD_REF = `"ref": select(slug.current == "mt25" => *[_type == "page" && slug.current == "mt25"
  && coalesce(language, "en") == "en"][0].gate.allowedRefs[0])`;

interface Page {
  name: string | null;
  slug: string | null;
  ref?: string | null;
}

const asLocations = (pages: Page[], empty: string): DocumentLocationsState =>
  pages.length === 0
    ? { message: empty, tone: "caution" }
    : {
        locations: pages
          // "" is the home page's address (/).
          .filter((page): page is Page & { slug: string } => typeof page.slug === "string")
          .map((page) => ({
            title: page.name ?? page.slug,
            href: `/${page.slug}${page.ref ? `?ref=${encodeURIComponent(page.ref)}` : ""}`,
          })),
      };

export const locations: DocumentLocationResolver = (params, context) => {
  const listen = (query: string) =>
    context.documentStore.listenQuery(query, { id: params.id }, { perspective: "drafts" });
  switch (params.type) {
    case "city":
      return listen(`*[_type == "city" && _id == $id]{name, ${ADDRESS}}`).pipe(
        map((pages: Page[]) => asLocations(pages, "This city has no address (slug) yet")),
      );
    case "legalPage":
      return listen(
        '*[_type == "legalPage" && _id == $id]{"name": title, "slug": slug.current}',
      ).pipe(map((pages: Page[]) => asLocations(pages, "This page has no address (slug) yet")));
    case "page":
      return listen(
        `*[_type == "page" && _id == $id]{"name": title, ${PAGE_ADDRESS}, ${CARD_REF}}`,
      ).pipe(map((pages: Page[]) => asLocations(pages, "This page has no address (slug) yet")));
    case "restaurant":
    case "hotel":
    case "attraction":
      return listen(`*[_type == "city" && references($id)]{name, ${ADDRESS}}`).pipe(
        map((pages: Page[]) => asLocations(pages, "No city guide shows this yet")),
      );
    case "stickerProduct":
    case "stickerShopPage":
      return { locations: [STICKER_SHOP] };
    default:
      return null;
  }
};
