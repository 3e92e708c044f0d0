import { lazy } from "react";
import { definePlugin } from "sanity";
import { SiteHealthIcon, TOOL_NAME, ToolMenuWithHealthCounts } from "./tool-counts";

/**
 * Site health (decision 0056): the tool listing what needs staff in the published content,
 * its counts in the navbar. The same checks are the fields' warnings (the schema's
 * site-health-validation.ts).
 */
export const siteHealth = definePlugin({
  name: "tastemap-site-health",
  tools: [
    {
      name: TOOL_NAME,
      title: "Site health",
      icon: SiteHealthIcon,
      component: lazy(() => import("./site-health-tool")),
    },
  ],
  studio: { components: { toolMenu: ToolMenuWithHealthCounts } },
});
