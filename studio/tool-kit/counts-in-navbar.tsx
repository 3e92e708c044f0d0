/**
 * A Studio tool's counts where staff look first (decisions 0055, 0056): in its title in the
 * navbar ("Site health · 1 broken link · 9 more") and as a badge on its icon, where Studio
 * shows icons (the narrow screen's menu). Site health and Translations both show theirs so.
 */
import type { ComponentType, ReactNode } from "react";
import type { ToolMenuProps } from "sanity";

/** "Title · part · part", leaving out empty parts: just the title when nothing is counted. */
export function titleWithParts(title: string, parts: ReadonlyArray<string>): string {
  return [title, ...parts.filter(Boolean)].join(" · ");
}

/** Studio's tool menu as it renders by default, with the tool named `toolName` retitled. */
export function renderToolMenuRetitled(
  props: ToolMenuProps,
  toolName: string,
  retitle: (title: string) => string,
) {
  const tools = props.tools.map((tool) =>
    tool.name === toolName ? { ...tool, title: retitle(tool.title) } : tool,
  );
  return props.renderDefault({ ...props, tools });
}

/** A tool's icon with its count on a badge (no badge when `badge` is null). */
export function IconWithBadge({
  icon: Icon,
  title,
  badge,
}: {
  icon: ComponentType;
  title: string;
  badge: ReactNode | null;
}) {
  return (
    <span style={{ position: "relative", display: "inline-flex" }} title={title}>
      <Icon />
      {badge === null ? null : (
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
          {badge}
        </span>
      )}
    </span>
  );
}
