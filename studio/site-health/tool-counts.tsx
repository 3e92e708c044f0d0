/**
 * What Site health found, where staff look first (decision 0056): in its title in the navbar
 * ("Site health · 1 broken link · 9 more"), and on its icon where Studio shows icons (the
 * narrow screen's menu).
 */
import { ActivityIcon } from "@sanity/icons/Activity";
import { countFindings, type Finding } from "@tastemap/schemas/site-health";
import type { ToolMenuProps } from "sanity";
import { useSiteHealth } from "./use-site-health";

export const TOOL_NAME = "site-health";

/** "Site health · 1 broken link · 9 more", or just "Site health" when nothing was found. */
function titleWithCounts(title: string, findings: Finding[] | null): string {
  if (!findings || findings.length === 0) return title;
  const broken = countFindings(findings).brokenLink;
  const more = findings.length - broken;
  const parts = [
    broken > 0 ? `${broken} broken link${broken === 1 ? "" : "s"}` : "",
    more > 0 ? (broken > 0 ? `${more} more` : `${more} to check`) : "",
  ].filter(Boolean);
  return [title, ...parts].join(" · ");
}

/** Studio's tool menu, Site health titled with its counts (the Translations tool's too). */
export function ToolMenuWithHealthCounts(props: ToolMenuProps) {
  const { findings } = useSiteHealth();
  const tools = props.tools.map((tool) =>
    tool.name === TOOL_NAME ? { ...tool, title: titleWithCounts(tool.title, findings) } : tool,
  );
  return props.renderDefault({ ...props, tools });
}

/** The tool's icon, with the number of findings on it. */
export function SiteHealthIcon() {
  const { findings } = useSiteHealth();
  const count = findings?.length ?? 0;
  return (
    <span
      style={{ position: "relative", display: "inline-flex" }}
      title={titleWithCounts("Site health", findings)}
    >
      <ActivityIcon />
      {count > 0 ? (
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
          {count}
        </span>
      ) : null}
    </span>
  );
}
