/** A workspace's schema problems as Sanity's validator reports them, and how to print them. */
import type { SchemaValidationProblemGroup } from "sanity";

export interface WorkspaceSchemaProblems {
  name: string;
  dataset: string;
  groups: SchemaValidationProblemGroup[];
}

/** The count of problems of one severity. */
export function countOf(workspace: WorkspaceSchemaProblems, severity: "error" | "warning"): number {
  return workspace.groups.flatMap((group) => group.problems).filter((p) => p.severity === severity)
    .length;
}

/** Where a problem is: `restaurant → name` (types by name, fields and properties by name). */
function pathOf(group: SchemaValidationProblemGroup): string {
  return group.path
    .map((segment) => segment.name ?? ("type" in segment ? segment.type : ""))
    .join(" → ");
}

/** One line per workspace, then one per problem. */
export function formatWorkspace(workspace: WorkspaceSchemaProblems): string {
  const errors = countOf(workspace, "error");
  const warnings = countOf(workspace, "warning");
  const mark = errors > 0 ? "✗" : warnings > 0 ? "!" : "✓";
  const lines = [
    `${mark} ${workspace.name} (dataset ${workspace.dataset}): ${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}`,
  ];
  for (const group of workspace.groups) {
    for (const problem of group.problems) {
      lines.push(`  ${problem.severity} ${pathOf(group)}: ${problem.message}`);
    }
  }
  return lines.join("\n");
}
