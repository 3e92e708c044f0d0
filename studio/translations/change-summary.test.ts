import { describe, expect, it } from "vitest";
import { summarizeChanges } from "./change-summary";

const block = (key: string, text: string) => ({
  _type: "block",
  _key: key,
  style: "normal",
  markDefs: [],
  children: [{ _type: "span", _key: `${key}s`, text, marks: [] }],
});

describe("summarizeChanges", () => {
  const before = {
    _id: "page-spring-offer",
    _rev: "r1",
    _updatedAt: "2026-11-01T00:00:00Z",
    language: "en",
    title: "Spring offer",
    slug: { _type: "slug", current: "spring-offer" },
    sections: [
      {
        _type: "hero",
        _key: "hero",
        heading: "Three months free",
        ctas: [{ _type: "link", _key: "join", label: "Join", href: "#contact" }],
      },
      { _type: "richText", _key: "body", body: [block("a", "First."), block("b", "Second.")] },
    ],
  };

  it("names each changed field with its text before and after, never bookkeeping", () => {
    const after = {
      ...before,
      _rev: "r2",
      _updatedAt: "2026-11-02T00:00:00Z",
      title: "Summer offer",
      sections: [{ ...before.sections[0], heading: "Four months free" }, before.sections[1]],
    };
    expect(summarizeChanges(before, after)).toEqual([
      { path: ["title"], before: "Spring offer", after: "Summer offer" },
      {
        path: ["sections", "hero 1", "heading"],
        before: "Three months free",
        after: "Four months free",
      },
    ]);
  });

  it("reads Portable Text as plain paragraphs, and a slug as its address", () => {
    const after = {
      ...before,
      slug: { _type: "slug", current: "summer-offer" },
      sections: [
        before.sections[0],
        { ...before.sections[1], body: [block("a", "First, changed.")] },
      ],
    };
    expect(summarizeChanges(before, after)).toEqual([
      { path: ["slug"], before: "spring-offer", after: "summer-offer" },
      {
        path: ["sections", "richText 2", "body"],
        before: "First.\n\nSecond.",
        after: "First, changed.",
      },
    ]);
  });

  it("lists added and removed items, and fields new since the revision", () => {
    const after = {
      ...before,
      noindex: true,
      sections: [
        {
          ...before.sections[0],
          ctas: [{ _type: "link", _key: "shop", label: "Shop", href: "/shop" }],
        },
      ],
    };
    expect(summarizeChanges(before, after)).toEqual([
      { path: ["sections", "hero 1", "ctas", "link 1"], before: "", after: "Shop · /shop" },
      { path: ["sections", "hero 1", "ctas", "link 1"], before: "Join · #contact", after: "" },
      { path: ["sections", "richText 2"], before: "First.\n\nSecond.", after: "" },
      { path: ["noindex"], before: "", after: "true" },
    ]);
  });

  it("treats a document missing from the history as empty before", () => {
    expect(summarizeChanges(null, { _id: "x", title: "New" })).toEqual([
      { path: ["title"], before: "", after: "New" },
    ]);
  });
});
