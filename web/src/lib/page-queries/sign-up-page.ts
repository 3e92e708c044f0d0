import { defineQuery } from "groq";
import { AUTH_ERRORS, LINK } from "../query-fragments";

/**
 * The sign-up page's copy in $lang, or in English.
 *
 * A module of its own, imported only by the route that runs it: its text travels in that
 * route's chunk, not in the entry chunk every page loads (queries.ts holds the root layout's
 * queries; issue 28).
 */
export const SIGN_UP_PAGE_QUERY = defineQuery(`
  *[_type == "signUpPage" && language in [$lang, "en"]] | order(language == $lang desc)[0]{
    language,
    heading,
    subheading,
    invitationCodeLabel,
    invitationCodePlaceholder,
    emailLabel,
    emailPlaceholder,
    passwordLabel,
    passwordPlaceholder,
    submitLabel,
    busyLabel,
    haveAccountText,
    signInLinkLabel,
    legalTemplate,
    termsLinkLabel,
    privacyLinkLabel,
    waitlistText,
    waitlistLink${LINK},
    missingFieldsMessage,
    invalidInvitationMessage,
    expiredInvitationMessage,
    usedUpInvitationMessage,
    genericErrorMessage,
    authErrors[]${AUTH_ERRORS}
  }
`);
