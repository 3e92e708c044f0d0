import { UsersIcon } from "@sanity/icons/Users";
import { lazy } from "react";
import { definePlugin } from "sanity";

/**
 * The "Waitlist" tool: invitations, newsletter sign-ups and members, for staff
 * (Firebase accounts with the `admin` claim). The tool's code, Firebase included,
 * is a separate chunk that Studio downloads when the tool is first opened.
 */
export const waitlistTool = definePlugin({
  name: "tastemap-waitlist",
  tools: [
    {
      name: "waitlist",
      title: "Waitlist",
      icon: UsersIcon,
      component: lazy(() => import("./waitlist-tool")),
    },
  ],
});
