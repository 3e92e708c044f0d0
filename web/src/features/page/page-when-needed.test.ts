import { describe, expect, it } from "vitest";
import { APPROACH_SECTIONS } from "./page-when-needed";
import { SECTION_CHUNKS } from "./section-chunks";

describe("APPROACH_SECTIONS", () => {
  it("lists the section types whose chunks load as they come into view, and no other", () => {
    const approach = Object.entries(SECTION_CHUNKS)
      .filter(([, chunk]) => chunk.on === "approach")
      .map(([type]) => type);
    expect([...APPROACH_SECTIONS].sort()).toEqual(approach.sort());
  });
});
