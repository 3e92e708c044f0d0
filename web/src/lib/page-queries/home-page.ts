import { defineQuery } from "groq";
import { CITY_BUTTON, IMAGE, SEO } from "../query-fragments";

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
