import { Fragment, type ReactNode } from "react";
import type { BlockContent } from "../../lib/sanity.types";

type Block = BlockContent[number];
type Span = NonNullable<Block["children"]>[number];

/**
 * An offer's small print as plain HTML: paragraphs and lists (nested by level), bold and
 * italic; headings render as paragraphs, so no CMS heading breaks the page's outline, and
 * links as their text. That is all /mt25's terms use of Portable Text, and its first load
 * had no other use for @portabletext/react (3.4 KiB gzip): the page draws what the library
 * drew with these rules (small-print.test.tsx compares the two).
 */
export function SmallPrint({ blocks }: { blocks: readonly Block[] }) {
  return <>{renderBlocks(blocks, 0, blocks.length, 1)}</>;
}

function renderSpan(span: Span, index: number): ReactNode {
  let node: ReactNode = span.text ?? "";
  // Decorators nest in the order they are listed, as Portable Text nests them.
  for (const mark of [...(span.marks ?? [])].reverse()) {
    if (mark === "strong") node = <strong>{node}</strong>;
    else if (mark === "em") node = <em>{node}</em>;
  }
  return <Fragment key={span._key ?? index}>{node}</Fragment>;
}

function renderChildren(block: Block): ReactNode {
  return (block.children ?? []).map(renderSpan);
}

/** The blocks in [start, end): runs of list items at `level` or deeper become one list. */
function renderBlocks(blocks: readonly Block[], start: number, end: number, level: number) {
  const nodes: ReactNode[] = [];
  let index = start;
  while (index < end) {
    const block = blocks[index] as Block;
    if (!block.listItem) {
      nodes.push(<p key={block._key}>{renderChildren(block)}</p>);
      index++;
      continue;
    }
    const kind = block.listItem;
    const items: ReactNode[] = [];
    while (index < end) {
      const item = blocks[index] as Block;
      if (!item.listItem || (item.level ?? 1) < level) break;
      if ((item.level ?? 1) === level && item.listItem !== kind) break;
      // The item's deeper items follow it and nest inside it.
      let next = index + 1;
      while (next < end && blocks[next]?.listItem && (blocks[next]?.level ?? 1) > level) next++;
      items.push(
        <li key={item._key}>
          {renderChildren(item)}
          {next > index + 1 ? renderBlocks(blocks, index + 1, next, level + 1) : null}
        </li>,
      );
      index = next;
    }
    const List = kind === "number" ? "ol" : "ul";
    nodes.push(<List key={`${block._key}-list`}>{items}</List>);
  }
  return nodes;
}
