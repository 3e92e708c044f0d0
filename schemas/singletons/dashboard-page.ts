import { DashboardIcon } from "@sanity/icons";
import { optionalText, requiredString, requiredText } from "../lib/fields";
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
  ],
  subtitle: "heading",
});
