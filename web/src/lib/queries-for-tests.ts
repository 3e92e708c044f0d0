import { defineQuery } from "groq";
import { NOT_FOUND_PAGE, SITE_SETTINGS } from "./queries";
import { CITY_BUTTON, IMAGE, PROMO_CODE, SEO, STICKER_PRODUCT } from "./query-fragments";

/**
 * Queries the site itself never runs: the tests and benchmarks read content with them
 * (through `@tastemap/web/queries`), many in the shape a page had as a singleton, to compare
 * what the page shows. No module of the site imports this one. In queries.ts, which the root
 * layout brings into the entry chunk, the bundler kept their GROQ although nothing used it (a
 * template literal with `${...}` is not known to be free of side effects): about 0.6 KiB gzip
 * of every page's first load (issue 28).
 */

/** A service grid section's card (a page built from sections), non-null strings for typegen. */
const SERVICE_ITEM = /* groq */ `{
  _key,
  iconName,
  "title": coalesce(title, ""),
  "description": coalesce(description, "")
}`;

/** A page's first form section in the shape of the singletons' `formEmbed`. */
const PAGE_FORM = /* groq */ `{
  "anchorId": coalesce(sections[_type == "embeddedForm"][0].anchorId, "contact"),
  "formEmbedId": coalesce(sections[_type == "embeddedForm"][0].formEmbedId, ""),
  "formEmbedScriptUrl": coalesce(sections[_type == "embeddedForm"][0].formEmbedScriptUrl, ""),
  "heading": coalesce(sections[_type == "embeddedForm"][0].heading, ""),
  "text": sections[_type == "embeddedForm"][0].text,
  "loadingLabel": coalesce(sections[_type == "embeddedForm"][0].loadingLabel, ""),
  "fallbackText": coalesce(sections[_type == "embeddedForm"][0].fallbackText, "")
}`;

/** The contact pages' hero (merchant and hotel), in the shape their singletons had. */
const CONTACT_PAGE_HERO = /* groq */ `
  "languageLabel": coalesce(sections[_type == "hero"][0].languageLabel, ""),
  "hero": {
    "eyebrow": sections[_type == "hero"][0].eyebrow,
    "heading": coalesce(sections[_type == "hero"][0].heading, ""),
    "subheading": coalesce(sections[_type == "hero"][0].subheading, ""),
    "ctaLabel": coalesce(sections[_type == "hero"][0].ctas[0].label, "")
  }`;

/**
 * The merchant contact page in the shape its singleton had, read from the page
 * it became (slug "merchant-contact", ADR 0029): the MT25 page shows its
 * services, benefits, form and login below its own content, and the e2e tests
 * compare what /merchant-contact shows with it. `coalesce(..., "")` keeps each
 * field a string for typegen.
 */
const MERCHANT_CONTACT = /* groq */ `{
  ${CONTACT_PAGE_HERO},
  "claims": sections[_type == "hero"][0].claims[]{
    _key,
    "value": coalesce(value, ""),
    "label": coalesce(label, "")
  },
  "servicesHeading": coalesce(sections[_type == "serviceGrid"][0].heading, ""),
  "services": coalesce(sections[_type == "serviceGrid"][0].cards[]${SERVICE_ITEM}, []),
  "benefitsHeading": coalesce(sections[_type == "checklist"][0].heading, ""),
  "benefits": coalesce(sections[_type == "checklist"][0].items[]{
    _key,
    "text": coalesce(text, "")
  }, []),
  "contactForm": ${PAGE_FORM},
  "merchantLogin": {
    "href": coalesce(sections[_type == "signInLink"][0].href, ""),
    "text": sections[_type == "signInLink"][0].text,
    "label": coalesce(sections[_type == "signInLink"][0].label, "")
  }
}`;

/** For prerendering and link checks: every English city guide's address. */
export const CITY_SLUGS_QUERY = defineQuery(`
  *[_type == "city" && defined(slug.current) && coalesce(language, "en") == "en"] | order(order asc){
    name,
    "slug": slug.current
  }
`);

/** The sticker shop settings in `$lang`, or else in English. */
const SHOP_SETTINGS = /* groq */ `*[_type == "stickerShopPage" && language in [$lang, "en"]] | order(language == $lang desc)[0]`;

/**
 * The sticker shop's copy in the shape its singleton had (the e2e tests compare
 * the shop with it): read from the page it became (slug
 * "merchant-stickers-shop", `$lang`) and the shop settings it kept. The site
 * renders the page with PAGE_QUERY.
 */
export const STICKER_SHOP_QUERY = defineQuery(`
  {
    "page": *[_type == "page" && slug.current == "merchant-stickers-shop" && coalesce(language, "en") == $lang][0]{
      "currencyNote": coalesce(${SHOP_SETTINGS}.currencyNote, ""),
      "stickerCountTemplate": coalesce(${SHOP_SETTINGS}.stickerCountTemplate, ""),
      "warrantyTemplate": coalesce(${SHOP_SETTINGS}.warrantyTemplate, ""),
      "modalHeading": coalesce(${SHOP_SETTINGS}.modalHeading, ""),
      "modalText": ${SHOP_SETTINGS}.modalText,
      "closeLabel": coalesce(${SHOP_SETTINGS}.closeLabel, ""),
      "checkoutLoadingLabel": coalesce(${SHOP_SETTINGS}.checkoutLoadingLabel, ""),
      "checkoutErrorMessage": coalesce(${SHOP_SETTINGS}.checkoutErrorMessage, ""),
      "storefrontDomain": coalesce(${SHOP_SETTINGS}.storefrontDomain, ""),
      "storefrontScriptUrl": coalesce(${SHOP_SETTINGS}.storefrontScriptUrl, ""),
      "eyebrow": sections[_type == "pageIntro"][0].eyebrow,
      "heading": coalesce(sections[_type == "pageIntro"][0].heading, ""),
      "subheading": coalesce(sections[_type == "pageIntro"][0].subheading, ""),
      "productsHeading": coalesce(sections[_type == "productList"][0].heading, ""),
      "promoHeading": coalesce(sections[_type == "promoCodeList"][0].heading, ""),
      "promoText": sections[_type == "promoCodeList"][0].text,
      "promoCodes": sections[_type == "promoCodeList"][0].codes[]->${PROMO_CODE},
      "copyCodeLabel": coalesce(sections[_type == "promoCodeList"][0].copyLabel, ""),
      "copiedLabel": coalesce(sections[_type == "promoCodeList"][0].copiedLabel, ""),
      seo${SEO}
    },
    "products": *[_type == "stickerProduct"] | order(order asc)${STICKER_PRODUCT}
  }
`);

/** The site settings alone (tests and benchmarks read them; the site reads ROOT_QUERY). */
export const SITE_SETTINGS_QUERY = defineQuery(`${SITE_SETTINGS}`);

/** The 404 copy alone (tests read it; the site reads ROOT_QUERY). */
export const NOT_FOUND_PAGE_QUERY = defineQuery(`${NOT_FOUND_PAGE}`);

/**
 * The merchant welcome page's copy in the shape its singleton had, read from the
 * page it became (slug "welcome-you-merchants", `$lang`): the e2e tests compare
 * what the page shows with it. The site itself renders the page with PAGE_QUERY.
 * `coalesce(..., "")` keeps each field a string for typegen.
 */
export const MERCHANT_WELCOME_QUERY = defineQuery(`
  *[_type == "page" && slug.current == "welcome-you-merchants" && coalesce(language, "en") == $lang][0]{
    "languageLabel": coalesce(sections[_type == "hero"][0].languageLabel, ""),
    "hero": {
      "heading": coalesce(sections[_type == "hero"][0].heading, ""),
      "subheading": coalesce(sections[_type == "hero"][0].subheading, "")
    },
    "servicesHeading": coalesce(sections[_type == "serviceGrid"][0].heading, ""),
    "services": coalesce(sections[_type == "serviceGrid"][0].cards[]{
      _key,
      "title": coalesce(title, ""),
      "description": coalesce(description, "")
    }, []),
    "exampleMenus": coalesce(sections[_type == "examples"][0].links[]{
      _key,
      "label": coalesce(label, ""),
      "url": coalesce(href, "")
    }, []),
    "videoDemo": {
      "label": coalesce(sections[_type == "examples"][0].video.label, ""),
      "url": coalesce(sections[_type == "examples"][0].video.url, "")
    },
    "contactForm": {
      "heading": coalesce(sections[_type == "embeddedForm"][0].heading, ""),
      "formEmbedId": coalesce(sections[_type == "embeddedForm"][0].formEmbedId, ""),
      "formEmbedScriptUrl": coalesce(sections[_type == "embeddedForm"][0].formEmbedScriptUrl, "")
    }
  }
`);

/** $lang: a language id from SUPPORTED_LANGUAGES (schemas/languages.ts). The site renders the page with PAGE_QUERY. */
export const MERCHANT_CONTACT_QUERY = defineQuery(`
  *[_type == "page" && slug.current == "merchant-contact" && coalesce(language, "en") == $lang][0]${MERCHANT_CONTACT}
`);

/**
 * The hotel contact page's copy in the shape its singleton had, read from the
 * page it became (slug "hotel-contact", `$lang`): the e2e tests compare what the
 * page shows with it. The site renders the page with PAGE_QUERY.
 */
export const HOTEL_CONTACT_QUERY = defineQuery(`
  *[_type == "page" && slug.current == "hotel-contact" && coalesce(language, "en") == $lang][0]{
    ${CONTACT_PAGE_HERO},
    "amenitiesAnchorId": coalesce(sections[_type == "serviceGrid" && numbered != true][0].anchorId, ""),
    "amenitiesHeading": coalesce(sections[_type == "serviceGrid" && numbered != true][0].heading, ""),
    "amenitiesText": sections[_type == "serviceGrid" && numbered != true][0].text,
    "amenities": coalesce(sections[_type == "serviceGrid" && numbered != true][0].cards[]${SERVICE_ITEM}, []),
    "stepsAnchorId": coalesce(sections[_type == "serviceGrid" && numbered == true][0].anchorId, ""),
    "stepsHeading": coalesce(sections[_type == "serviceGrid" && numbered == true][0].heading, ""),
    "steps": coalesce(sections[_type == "serviceGrid" && numbered == true][0].cards[]${SERVICE_ITEM}, []),
    "promoCode": sections[_type == "promoCallout"][0].promoCode->${PROMO_CODE},
    "promoText": sections[_type == "promoCallout"][0].text,
    "contactForm": ${PAGE_FORM}
  }
`);

/**
 * The card holders' page (slug "mt25", $lang) in the shape its singleton had, read from
 * the page it became (ADR 0029), with the English page's gate: the e2e tests (merchants,
 * bundle) read the allowed references, hero, offer and demos with it and compare what
 * /mt25 shows. `merchant` is the merchant contact page, whose services, benefits, form and
 * login /mt25 repeats below its demos. The site reads PAGE_QUERY and MT25_GATE_QUERY.
 */
export const MT25_PAGE_QUERY = defineQuery(`
  {
    "page": *[_type == "page" && slug.current == "mt25" && coalesce(language, "en") == $lang][0]{
      "allowedRefs": coalesce(*[_type == "page" && slug.current == "mt25"
        && coalesce(language, "en") == "en"][0].gate.allowedRefs, []),
      "redirectPath": *[_type == "page" && slug.current == "mt25"
        && coalesce(language, "en") == "en"][0].gate.redirectPath,
      "hero": {
        "eyebrow": sections[_type == "hero"][0].eyebrow,
        "heading": coalesce(sections[_type == "hero"][0].heading, ""),
        "subheading": sections[_type == "hero"][0].subheading,
        "ctaLabel": sections[_type == "hero"][0].ctas[0].label
      },
      "promoCode": sections[_type == "hero"][0].offer.promoCode->${PROMO_CODE},
      "promoLabel": sections[_type == "hero"][0].offer.label,
      "promoText": sections[_type == "hero"][0].offer.text,
      "offerTerms": sections[_type == "hero"][0].offer.terms[_type == "block"],
      "demosHeading": coalesce(sections[_type == "phoneDemos"][0].heading, ""),
      "demosText": sections[_type == "phoneDemos"][0].text,
      "demos": coalesce(sections[_type == "phoneDemos"][0].demos[]{
        _key,
        "url": coalesce(url, ""),
        "title": coalesce(title, ""),
        "description": coalesce(description, "")
      }, []),
      "openDemoLabel": coalesce(sections[_type == "phoneDemos"][0].openLabel, ""),
      seo${SEO}
    },
    "merchant": *[_type == "page" && slug.current == "merchant-contact" && coalesce(language, "en") == $lang][0]${MERCHANT_CONTACT}
  }
`);

/*
 * The home page's sections by type (schemas/documents/page.ts, slug "home"): the first of
 * each, as the `homePage` document's fields were one of each.
 */
const HERO = `sections[_type == "hero"][0]`;
const CATEGORIES = `sections[_type == "categoryGrid"][0]`;
const FEATURES = `sections[_type == "featureGrid"][0]`;
const COMING_SOON = `sections[_type == "waitlistCounter"][0]`;
const NEWSLETTER = `sections[_type == "newsletter"][0]`;

/**
 * The home page in $lang (or in English where it has no version in $lang) in the shape its
 * `homePage` documents had, read from the page built from sections it became (slug "home",
 * one per language; ADR 0029): its hero, category cards, feature grid, waitlist counter and
 * newsletter, and the page's redirect dialog. The e2e tests and benchmarks compare what `/`
 * shows with it; the site renders the page with PAGE_QUERY (and HOME_REDIRECT_QUERY).
 */
export const HOME_PAGE_QUERY = defineQuery(`
  *[_type == "page" && slug.current == "home" && coalesce(language, "en") in [$lang, "en"]]
    | order(coalesce(language, "en") == $lang desc)[0]{
    "language": coalesce(language, "en"),
    "languages": *[_type == "page" && slug.current == "home"].language,
    "hero": {
      "eyebrow": ${HERO}.eyebrow,
      "heading": coalesce(${HERO}.heading, ""),
      "subheading": coalesce(${HERO}.subheading, ""),
      "primaryCta": {"label": coalesce(${HERO}.ctas[0].label, ""), "href": coalesce(${HERO}.ctas[0].href, "")},
      "secondaryCta": {"label": coalesce(${HERO}.ctas[1].label, ""), "href": coalesce(${HERO}.ctas[1].href, "")},
      "image": {
        "alt": coalesce(${HERO}.image.alt, ""),
        "asset": ${HERO}.image.asset,
        "crop": ${HERO}.image.crop,
        "hotspot": ${HERO}.image.hotspot,
        "dimensions": ${HERO}.image.asset->metadata.dimensions{width, height, aspectRatio},
        "lqip": ${HERO}.image.asset->metadata.lqip
      }
    },
    "categories": {
      "anchorId": coalesce(${CATEGORIES}.anchorId, ""),
      "heading": coalesce(${CATEGORIES}.heading, ""),
      "subheading": ${CATEGORIES}.subheading,
      "items": coalesce(${CATEGORIES}.items[]{_key, anchorId, title, description, iconName, image${IMAGE}}, [])
    },
    "features": {
      "anchorId": coalesce(${FEATURES}.anchorId, ""),
      "heading": coalesce(${FEATURES}.heading, ""),
      "subheading": ${FEATURES}.subheading,
      "cards": coalesce(${FEATURES}.cards[]{_key, iconName, title, description}, []),
      "claims": ${FEATURES}.claims[]{_key, value, label},
      "citiesHeading": coalesce(${FEATURES}.citiesHeading, ""),
      "cityButtons": coalesce(${FEATURES}.cities[]${CITY_BUTTON}, []),
      "comingSoonLabel": coalesce(${FEATURES}.comingSoonLabel, "")
    },
    "comingSoon": {
      "anchorId": coalesce(${COMING_SOON}.anchorId, ""),
      "heading": coalesce(${COMING_SOON}.heading, ""),
      "text": coalesce(${COMING_SOON}.text, ""),
      "launchLabel": coalesce(${COMING_SOON}.launchLabel, ""),
      "launchDate": coalesce(${COMING_SOON}.launchDate, ""),
      "earlyAccessLimit": coalesce(${COMING_SOON}.earlyAccessLimit, 0),
      "earlyAccessLabel": coalesce(${COMING_SOON}.earlyAccessLabel, ""),
      "waitlistCounter": {
        "label": coalesce(${COMING_SOON}.waitlistCounter.label, ""),
        "base": coalesce(${COMING_SOON}.waitlistCounter.base, 0),
        "perDay": coalesce(${COMING_SOON}.waitlistCounter.perDay, 0),
        "targetDate": coalesce(${COMING_SOON}.waitlistCounter.targetDate, ""),
        "minimum": coalesce(${COMING_SOON}.waitlistCounter.minimum, 0)
      },
      "cta": {"label": coalesce(${COMING_SOON}.cta.label, ""), "href": coalesce(${COMING_SOON}.cta.href, "")}
    },
    "newsletter": {
      "anchorId": coalesce(${NEWSLETTER}.anchorId, ""),
      "heading": coalesce(${NEWSLETTER}.heading, ""),
      "text": coalesce(${NEWSLETTER}.text, ""),
      "emailLabel": coalesce(${NEWSLETTER}.emailLabel, ""),
      "placeholder": coalesce(${NEWSLETTER}.placeholder, ""),
      "buttonLabel": coalesce(${NEWSLETTER}.buttonLabel, ""),
      "busyLabel": coalesce(${NEWSLETTER}.busyLabel, ""),
      "successMessage": coalesce(${NEWSLETTER}.successMessage, ""),
      "invalidEmailMessage": coalesce(${NEWSLETTER}.invalidEmailMessage, ""),
      "errorMessage": coalesce(${NEWSLETTER}.errorMessage, ""),
      "privacyNote": ${NEWSLETTER}.privacyNote
    },
    "redirectModal": {
      "enabled": coalesce(redirectModal.enabled, false),
      "heading": coalesce(redirectModal.heading, ""),
      "text": coalesce(redirectModal.text, ""),
      "targetUrl": coalesce(redirectModal.targetUrl, ""),
      "countdownSeconds": coalesce(redirectModal.countdownSeconds, 3),
      "countdownTemplate": coalesce(redirectModal.countdownTemplate, ""),
      "stayLabel": coalesce(redirectModal.stayLabel, ""),
      "goLabel": coalesce(redirectModal.goLabel, "")
    },
    seo${SEO}
  }
`);
