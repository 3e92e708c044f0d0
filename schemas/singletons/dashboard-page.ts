import { DashboardIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { requiredString } from "../lib/fields";

/** The signed-in member's dashboard (/dashboard). */
export const dashboardPage = defineType({
  name: "dashboardPage",
  title: "Dashboard",
  type: "document",
  icon: DashboardIcon,
  fields: [
    requiredString("heading", "Heading", { description: "e.g. Welcome back" }),
    defineField({
      name: "subheading",
      title: "Subheading",
      type: "text",
      rows: 2,
    }),
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
    defineField({
      name: "activityEmptyText",
      title: "No activity text",
      type: "text",
      rows: 2,
      validation: (rule) => rule.required(),
    }),
    requiredString("signOutLabel", "Sign out button"),
  ],
  preview: {
    select: { subtitle: "heading" },
    prepare: ({ subtitle }) => ({ title: "Dashboard", subtitle }),
  },
});
