import { defineQuery } from "groq";
import { CITY_BUTTON, IMAGE, LINK, SEO } from "../query-fragments";

/**
 * The home page in $lang, or in English where it has no version in $lang.
 *
 * A module of its own, imported only by the route that runs it: its text travels in that
 * route's chunk, not in the entry chunk every page loads (queries.ts holds the root layout's
 * queries; issue 28).
 */
export const HOME_PAGE_QUERY = defineQuery(`
  *[_type == "homePage" && language in [$lang, "en"]] | order(language == $lang desc)[0]{
    language,
    "languages": *[_type == "homePage"].language,
    hero{
      eyebrow,
      heading,
      subheading,
      primaryCta${LINK},
      secondaryCta${LINK},
      image${IMAGE}
    },
    categories{
      anchorId,
      heading,
      subheading,
      items[]{_key, anchorId, title, description, iconName, image${IMAGE}}
    },
    features{
      anchorId,
      heading,
      subheading,
      cards[]{_key, iconName, title, description},
      claims[]{_key, value, label},
      citiesHeading,
      cityButtons[]${CITY_BUTTON},
      comingSoonLabel
    },
    comingSoon{
      anchorId,
      heading,
      text,
      launchLabel,
      launchDate,
      earlyAccessLimit,
      earlyAccessLabel,
      waitlistCounter{label, base, perDay, targetDate, minimum},
      cta${LINK}
    },
    newsletter{
      anchorId,
      heading,
      text,
      emailLabel,
      placeholder,
      buttonLabel,
      busyLabel,
      successMessage,
      invalidEmailMessage,
      errorMessage,
      privacyNote
    },
    redirectModal{
      enabled,
      heading,
      text,
      targetUrl,
      countdownSeconds,
      countdownTemplate,
      stayLabel,
      goLabel
    },
    seo${SEO}
  }
`);
