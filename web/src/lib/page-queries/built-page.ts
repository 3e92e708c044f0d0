import { defineQuery } from "groq";
import {
  CITY_BUTTON,
  IMAGE,
  LINK,
  LINKS,
  PROMO_CODE,
  SEO,
  STICKER_PRODUCT,
  STICKER_SHOP_PAGE,
} from "../query-fragments";

/**
 * The query of a page built from sections that a route shows by its own slug (the home page,
 * the contact pages, the shop, /mt25; features/page/load-built-page.ts), and the page's
 * projection the any-path route's PATH_QUERY (path-queries.ts) shares. A module of its own:
 * those routes' chunks carry the page's query text and not the city guide's, which only the
 * any-path route runs.
 */

/*
 * The versions of a city guide or a page built from sections, each with its slug: its
 * `translation.metadata` (decision 0030; "Create Italian version") lists them.
 * Unpublished versions dereference to nothing and are left out.
 */
export const VERSIONS = /* groq */ `coalesce(*[_type == "translation.metadata" && references(^._id)][0]
      .translations[]{"language": _key, "slug": value->slug.current}[defined(slug)], [])`;

/*
 * A page built from sections (schemas/documents/page.ts). Each section type is
 * projected on its own (no `...`), so typegen infers the union of section types
 * and the renderer (features/page/page-sections.tsx) switches on a typed `_type`;
 * a type this query does not know comes back as `{_key, _type}` alone.
 */
const PAGE_SECTIONS = /* groq */ `sections[]{
    _key,
    _type,
    _type == "hero" => {
      layout, eyebrow, heading, subheading, languageLabel,
      ctas[]${LINKS},
      image${IMAGE},
      claims[]{_key, value, label},
      offer{label, text, terms[_type == "block"], promoCode->{code, "description": coalesce(string(description[$lang]), description.en)}}
    },
    _type == "categoryGrid" => {
      anchorId, heading, subheading,
      items[]{_key, anchorId, title, description, iconName, image${IMAGE}}
    },
    _type == "featureGrid" => {
      anchorId, heading, subheading, footnote,
      cards[]{_key, iconName, title, description},
      claims[]{_key, value, label},
      citiesHeading, comingSoonLabel,
      cities[]${CITY_BUTTON}
    },
    _type == "serviceGrid" => {
      anchorId, heading, text, numbered,
      cards[]{_key, iconName, title, description}
    },
    _type == "checklist" => {
      anchorId, heading,
      items[]{_key, text}
    },
    _type == "examples" => {
      anchorId, heading, text,
      links[]${LINKS},
      video{heading, text, label, url}
    },
    _type == "phoneDemos" => {
      heading, text, openLabel,
      demos[]{_key, title, description, url}
    },
    _type == "cityButtons" => {
      heading, comingSoonLabel,
      cities[]${CITY_BUTTON}
    },
    _type == "waitlistCounter" => {
      anchorId, heading, text, launchLabel, launchDate, earlyAccessLimit, earlyAccessLabel,
      waitlistCounter{label, base, perDay, targetDate, minimum},
      cta${LINK}
    },
    _type == "newsletter" => {
      anchorId, heading, text, emailLabel, placeholder, buttonLabel, busyLabel,
      successMessage, invalidEmailMessage, errorMessage, privacyNote
    },
    _type == "embeddedForm" => {
      anchorId, heading, text, formEmbedId, formEmbedScriptUrl, loadingLabel, fallbackText
    },
    _type == "pageIntro" => {
      eyebrow, heading, subheading
    },
    _type == "productList" => {
      heading, text, underIntro,
      "shop": *[_type == "stickerShopPage" && language in [$lang, "en"]] | order(language == $lang desc)[0]${STICKER_SHOP_PAGE},
      "products": *[_type == "stickerProduct"] | order(coalesce(order, 999) asc)${STICKER_PRODUCT}
    },
    _type == "promoCallout" => {
      label, text,
      promoCode->{
        code,
        "description": coalesce(string(description[$lang]), description.en)
      }
    },
    _type == "promoCodeList" => {
      heading, text, copyLabel, copiedLabel,
      "codes": codes[]->${PROMO_CODE}
    },
    _type == "richText" => {
      heading,
      body[_type == "block"]
    },
    _type == "faq" => {
      heading,
      items[]{_key, question, answer}
    },
    _type == "callToAction" => {
      anchorId, heading, text,
      link${LINK}
    },
    _type == "signInLink" => {
      text, label, href
    }
  }`;

export const PAGE = /* groq */ `{
    _id,
    _type,
    title,
    language,
    "versions": ${VERSIONS},
    "slug": slug.current,
    noindex,
    seo${SEO},
    ${PAGE_SECTIONS}
  }`;

/**
 * $slug, $lang: the page at /slug (English) or /$lang/slug. The routes that
 * show a page of their own slug (/welcome-you-merchants, the home page) read it with this.
 * Their address exists in every language, so without a version in $lang it is the English
 * one, shown with the notice that it is not translated yet (as the legal pages do).
 */
export const PAGE_QUERY = defineQuery(`
  *[_type == "page" && slug.current == $slug && coalesce(language, "en") in [$lang, "en"]]
    | order(coalesce(language, "en") == $lang desc)[0]${PAGE}
`);
