/** How many translations need staff, in the tool's title in the navbar and on its icon (decision 0055). */
import { TranslateIcon } from "@sanity/icons/Translate";
import type { ToolMenuProps } from "sanity";
import {
  IconWithBadge,
  renderToolMenuRetitled,
  titleWithParts,
} from "../tool-kit/counts-in-navbar";
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
  return titleWithParts(title, [
    counts.stale > 0 ? `${counts.stale} stale` : "",
    counts.missing > 0 ? `${counts.missing} missing` : "",
  ]);
}

/** Studio's tool menu, the Translations tool titled with its counts. */
export function ToolMenuWithCounts(props: ToolMenuProps) {
  const counts = useCounts();
  return renderToolMenuRetitled(props, TOOL_NAME, (title) => titleWithCounts(title, counts));
}

/** The tool's icon, with the stale and missing counts on it. */
export function TranslationsIcon() {
  const counts = useCounts();
  const waiting = counts ? counts.stale + counts.missing : 0;
  return (
    <IconWithBadge
      icon={TranslateIcon}
      title={titleWithCounts("Translations", counts)}
      badge={counts && waiting > 0 ? `${counts.stale}/${counts.missing}` : null}
    />
  );
}
