/** What Site health found, in its title in the navbar and on its icon (decision 0056). */
import { ActivityIcon } from "@sanity/icons/Activity";
import { countFindings, type Finding } from "@tastemap/schemas/site-health";
import type { ToolMenuProps } from "sanity";
import {
  IconWithBadge,
  renderToolMenuRetitled,
  titleWithParts,
} from "../tool-kit/counts-in-navbar";
import { useSiteHealth } from "./use-site-health";

export const TOOL_NAME = "site-health";

/** "Site health · 1 broken link · 9 more", or just "Site health" when nothing was found. */
function titleWithCounts(title: string, findings: Finding[] | null): string {
  if (!findings || findings.length === 0) return title;
  const broken = countFindings(findings).brokenLink;
  const more = findings.length - broken;
  return titleWithParts(title, [
    broken > 0 ? `${broken} broken link${broken === 1 ? "" : "s"}` : "",
    more > 0 ? (broken > 0 ? `${more} more` : `${more} to check`) : "",
  ]);
}

/** Studio's tool menu, Site health titled with its counts (the Translations tool's too). */
export function ToolMenuWithHealthCounts(props: ToolMenuProps) {
  const findings = useSiteHealth().findings;
  return renderToolMenuRetitled(props, TOOL_NAME, (title) => titleWithCounts(title, findings));
}

/** The tool's icon, with the number of findings on it. */
export function SiteHealthIcon() {
  const { findings } = useSiteHealth();
  const count = findings?.length ?? 0;
  return (
    <IconWithBadge
      icon={ActivityIcon}
      title={titleWithCounts("Site health", findings)}
      badge={count > 0 ? count : null}
    />
  );
}
