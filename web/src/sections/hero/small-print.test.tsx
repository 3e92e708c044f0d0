import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { BlockContent } from "../../lib/sanity.types";
import { SmallPrint } from "./small-print";

// What /mt25 rendered its terms with before: headings as paragraphs, links as their text.
const TERMS_COMPONENTS: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
    h2: ({ children }) => <p>{children}</p>,
    h3: ({ children }) => <p>{children}</p>,
  },
  marks: { link: ({ children }) => <>{children}</> },
};

let key = 0;
const span = (text: string, marks: string[] = []) => ({
  _type: "span" as const,
  _key: `s${key++}`,
  text,
  marks,
});
const block = (
  children: ReturnType<typeof span>[],
  extra: Partial<BlockContent[number]> = {},
): BlockContent[number] => ({
  _type: "block",
  _key: `b${key++}`,
  style: "normal",
  markDefs: [{ _type: "link", _key: "l1", href: "https://example.com" }],
  children,
  ...extra,
});

const cases: Record<string, BlockContent> = {
  "paragraphs, headings and marks": [
    block([
      span("Plain "),
      span("bold", ["strong"]),
      span(" and "),
      span("both", ["strong", "em"]),
    ]),
    block([span("A heading")], { style: "h2" }),
    block([span("Linked", ["l1"]), span(" text", ["em"])], { style: "h3" }),
  ],
  "bullets then numbers then a paragraph": [
    block([span("One")], { listItem: "bullet", level: 1 }),
    block([span("Two "), span("MT25", ["strong"])], { listItem: "bullet", level: 1 }),
    block([span("First")], { listItem: "number", level: 1 }),
    block([span("After")]),
  ],
  "nested levels": [
    block([span("Top")], { listItem: "bullet", level: 1 }),
    block([span("Inner")], { listItem: "bullet", level: 2 }),
    block([span("Deeper")], { listItem: "number", level: 3 }),
    block([span("Inner again")], { listItem: "bullet", level: 2 }),
    block([span("Top again")], { listItem: "bullet", level: 1 }),
  ],
};

describe("SmallPrint", () => {
  for (const [name, blocks] of Object.entries(cases)) {
    it(`draws ${name} as Portable Text did`, () => {
      const expected = renderToStaticMarkup(
        <PortableText value={blocks} components={TERMS_COMPONENTS} />,
      );
      expect(renderToStaticMarkup(<SmallPrint blocks={blocks} />)).toBe(expected);
    });
  }
});
