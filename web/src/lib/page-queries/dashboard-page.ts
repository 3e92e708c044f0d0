import { defineQuery } from "groq";

/**
 * The dashboard's copy in $lang, or in English.
 *
 * A module of its own, imported only by the route that runs it: its text travels in that
 * route's chunk, not in the entry chunk every page loads (queries.ts holds the root layout's
 * queries; issue 28).
 */
export const DASHBOARD_PAGE_QUERY = defineQuery(`
  *[_type == "dashboardPage" && language in [$lang, "en"]] | order(language == $lang desc)[0]{
    language,
    heading,
    subheading,
    loadingLabel,
    profileHeading,
    emailLabel,
    memberSinceLabel,
    editProfileLabel,
    statsHeading,
    reviewsLabel,
    bookmarksLabel,
    pointsLabel,
    activityHeading,
    activityEmptyText,
    signOutLabel,
    verifyHeading,
    verifyTemplate,
    verifyHelpText,
    verifyCheckLabel,
    verifyCheckBusyLabel,
    verifyNotYetMessage,
    resendLabel,
    resendBusyLabel,
    resentTemplate,
    resendErrorMessage,
    membershipProblemHeading,
    "invitationMessages": *[_type == "signUpPage" && language in [$lang, "en"]] | order(language == $lang desc)[0]{
      invalidInvitationMessage,
      expiredInvitationMessage,
      usedUpInvitationMessage
    }
  }
`);
