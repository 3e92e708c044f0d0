import { DashboardIcon } from "@sanity/icons/Dashboard";
import { optionalText, requiredString, requiredText, templateString } from "../lib/fields";
import { defineSingleton } from "../lib/singleton";

/** The signed-in member's dashboard (/dashboard). */
export const dashboardPage = defineSingleton({
  name: "dashboardPage",
  title: "Dashboard",
  icon: DashboardIcon,
  fields: [
    requiredString("heading", "Heading", { description: "e.g. Welcome back" }),
    optionalText("subheading", "Subheading"),
    requiredString("loadingLabel", "Loading text", {
      description: "Shown while the account loads.",
    }),
    requiredString("profileHeading", "Profile card heading"),
    requiredString("emailLabel", "Email label"),
    requiredString("memberSinceLabel", "“Member since” label"),
    requiredString("editProfileLabel", "Edit profile button"),
    requiredString("statsHeading", "Counters heading"),
    requiredString("reviewsLabel", "Reviews counter"),
    requiredString("bookmarksLabel", "Bookmarks counter"),
    requiredString("pointsLabel", "Points counter"),
    requiredString("activityHeading", "Recent activity heading"),
    requiredText("activityEmptyText", "No activity text"),
    requiredString("signOutLabel", "Sign out button"),
    // Until the member has verified their email (the link Firebase sends at sign-up),
    // the dashboard shows this instead of the member's page.
    requiredString("verifyHeading", "Verify email: heading", {
      description: "Shown until the new member has opened the link in the verification email.",
    }),
    templateString("verifyTemplate", "Verify email: text", ["email"], {
      description: "{email} is replaced with the member's address.",
    }),
    optionalText("verifyHelpText", "Verify email: help text"),
    requiredString("verifyCheckLabel", "Verify email: “I have verified” button"),
    requiredString("verifyCheckBusyLabel", "Verify email: button text while checking"),
    requiredText("verifyNotYetMessage", "Verify email: not verified yet message"),
    requiredString("resendLabel", "Verify email: “send again” button"),
    requiredString("resendBusyLabel", "Verify email: button text while sending"),
    templateString("resentTemplate", "Verify email: sent again message", ["email"], {
      description: "{email} is replaced with the member's address.",
    }),
    requiredText("resendErrorMessage", "Verify email: could not send message"),
    requiredString("membershipProblemHeading", "Invitation closed: heading", {
      description:
        "Shown after verifying when the invitation code closed meanwhile; the sign-up page's invitation messages say why.",
    }),
  ],
  subtitle: "heading",
});
