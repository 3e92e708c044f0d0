import type { ObjectRule } from "sanity";
import { describe, expect, it } from "vitest";
import { faq } from "../sections/faq";
import { productList } from "../sections/product-list";
import { EMPTY_SECTION_MESSAGE } from "./section-content";

/** The section-level custom checks `validation` adds, run on `value` as Studio would. */
function sectionWarnings(type: { validation?: unknown }, value: unknown): unknown[] {
  const checks: Array<(value: unknown) => unknown> = [];
  const rule = {
    custom(check: (value: unknown) => unknown) {
      checks.push(check);
      return { warning: () => rule, error: () => rule };
    },
  };
  (type.validation as (rule: ObjectRule) => unknown)(rule as unknown as ObjectRule);
  return checks.map((check) => check(value));
}

describe("defineSection", () => {
  it("warns that a section shows nothing when every field it shows is empty", () => {
    expect(sectionWarnings(faq, { heading: "Questions", items: [] })).toContain(
      EMPTY_SECTION_MESSAGE,
    );
    expect(
      sectionWarnings(faq, { items: [{ _key: "a", question: "Why?", answer: "Because." }] }),
    ).not.toContain(EMPTY_SECTION_MESSAGE);
  });

  it("never warns for a section that shows content from elsewhere", () => {
    expect(productList.shows).toBeNull();
    expect(sectionWarnings(productList, {})).not.toContain(EMPTY_SECTION_MESSAGE);
  });
});
