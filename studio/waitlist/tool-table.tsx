import { Text } from "@sanity/ui";
import type { CSSProperties, ReactNode } from "react";

/**
 * A body cell of the Waitlist tool's tables: a rule above each row. `padding` and `more` as
 * the table wants (the invitations' rows hold buttons, so they are taller and centred).
 */
export function bodyCell(padding: string, more: CSSProperties = {}): CSSProperties {
  return { padding, textAlign: "left", borderTop: "1px solid rgba(128,128,128,0.25)", ...more };
}

/**
 * A table of the Waitlist tool: named by `label`, a header row of `columns` styled as the
 * body's `cell` without the rule, then the rows the caller renders.
 */
export function ToolTable({
  label,
  columns,
  cell,
  testId,
  children,
}: {
  label: string;
  columns: ReadonlyArray<string>;
  cell: CSSProperties;
  testId?: string;
  children: ReactNode;
}) {
  const headCell = { ...cell, borderTop: "none" };
  return (
    <table
      style={{ width: "100%", borderCollapse: "collapse" }}
      aria-label={label}
      data-testid={testId}
    >
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" style={headCell}>
              <Text size={1} weight="semibold">
                {column}
              </Text>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
