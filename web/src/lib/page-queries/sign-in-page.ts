import { defineQuery } from "groq";
import { AUTH_ERRORS } from "../query-fragments";

/**
 * The sign-in page's copy in $lang, or in English.
 *
 * A module of its own, imported only by the route that runs it: its text travels in that
 * route's chunk, not in the entry chunk every page loads (queries.ts holds the root layout's
 * queries; issue 28).
 */
export const SIGN_IN_PAGE_QUERY = defineQuery(`
  *[_type == "signInPage" && language in [$lang, "en"]] | order(language == $lang desc)[0]{
    language,
    heading,
    subheading,
    emailLabel,
    emailPlaceholder,
    passwordLabel,
    passwordPlaceholder,
    submitLabel,
    busyLabel,
    noAccountText,
    signUpLinkLabel,
    missingFieldsMessage,
    genericErrorMessage,
    authErrors[]${AUTH_ERRORS}
  }
`);
