import { lazy } from "react";
import { definePlugin } from "sanity";
import { withTranslationRecords } from "./publish-records";
import { TranslationStatusInput } from "./stale-banner";
import { TOOL_NAME, ToolMenuWithCounts, TranslationsIcon } from "./tool-counts";

/**
 * Translations that fell behind (decision 0055): the Translations tool (its counts in the
 * navbar), the banner in a stale translation's document, and Publish recording what a
 * translation follows.
 */
export const translationStaleness = definePlugin({
  name: "tastemap-translation-staleness",
  tools: [
    {
      name: TOOL_NAME,
      title: "Translations",
      icon: TranslationsIcon,
      component: lazy(() => import("./translations-tool")),
    },
  ],
  studio: { components: { toolMenu: ToolMenuWithCounts } },
  form: { components: { input: TranslationStatusInput } },
  document: {
    actions: (actions, context) => withTranslationRecords(actions, context.schemaType),
  },
});
