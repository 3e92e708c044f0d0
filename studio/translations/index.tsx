import { TranslateIcon } from "@sanity/icons/Translate";
import { lazy } from "react";
import { definePlugin } from "sanity";
import { withTranslationRecords } from "./publish-records";
import { TranslationStatusInput } from "./stale-banner";
import { countStates } from "./staleness";
import { useTranslationRows } from "./use-translation-rows";

/** The tool's icon, with how many translations need staff: stale and missing. */
function TranslationsIcon() {
  const { rows } = useTranslationRows();
  const counts = countStates(rows ?? []);
  const waiting = counts.stale + counts.missing;
  return (
    <span
      style={{ position: "relative", display: "inline-flex" }}
      data-testid="translations-tool-icon"
      title={`${counts.stale} stale, ${counts.missing} missing`}
    >
      <TranslateIcon />
      {waiting > 0 ? (
        <span
          style={{
            position: "absolute",
            top: "-0.5em",
            right: "-0.9em",
            minWidth: "1.4em",
            padding: "0 0.25em",
            borderRadius: "0.7em",
            background: "var(--card-badge-caution-bg-color, #f5d44f)",
            color: "var(--card-badge-caution-fg-color, #3d2f00)",
            fontSize: "0.55em",
            lineHeight: "1.4em",
            textAlign: "center",
            fontWeight: 600,
          }}
        >
          {counts.stale}/{counts.missing}
        </span>
      ) : null}
    </span>
  );
}

/**
 * Translations that fell behind (decision 0055): the Translations tool, the banner in a
 * stale translation's document, and Publish recording what a translation follows.
 */
export const translationStaleness = definePlugin({
  name: "tastemap-translation-staleness",
  tools: [
    {
      name: "translations",
      title: "Translations",
      icon: TranslationsIcon,
      component: lazy(() => import("./translations-tool")),
    },
  ],
  form: { components: { input: TranslationStatusInput } },
  document: {
    actions: (actions, context) => withTranslationRecords(actions, context.schemaType),
  },
});
