/**
 * How many translations need staff, where staff look first (decision 0055): in the
 * Translations tool's title in the navbar ("Translations · 2 stale · 5 missing"), and on its
 * icon where Studio shows icons (the narrow screen's menu).
 */
import { TranslateIcon } from "@sanity/icons/Translate";
import type { ToolMenuProps } from "sanity";
import { countStates, type StateCounts } from "./staleness";
import { useTranslationRows } from "./use-translation-rows";

export const TOOL_NAME = "translations";

function useCounts(): StateCounts | undefined {
  const { rows } = useTranslationRows();
  return rows ? countStates(rows) : undefined;
}

/** "Translations · 2 stale · 5 missing", or just "Translations" when nothing waits. */
function titleWithCounts(title: string, counts: StateCounts | undefined): string {
  if (!counts) return title;
  const parts = [
    counts.stale > 0 ? `${counts.stale} stale` : "",
    counts.missing > 0 ? `${counts.missing} missing` : "",
  ].filter(Boolean);
  return [title, ...parts].join(" · ");
}

/** Studio's tool menu, the Translations tool titled with its counts. */
export function ToolMenuWithCounts(props: ToolMenuProps) {
  const counts = useCounts();
  const tools = props.tools.map((tool) =>
    tool.name === TOOL_NAME ? { ...tool, title: titleWithCounts(tool.title, counts) } : tool,
  );
  return props.renderDefault({ ...props, tools });
}

/** The tool's icon, with the stale and missing counts on it. */
export function TranslationsIcon() {
  const counts = useCounts();
  const waiting = counts ? counts.stale + counts.missing : 0;
  return (
    <span
      style={{ position: "relative", display: "inline-flex" }}
      title={titleWithCounts("Translations", counts)}
    >
      <TranslateIcon />
      {counts && waiting > 0 ? (
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
