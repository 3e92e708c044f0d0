import { createDataAttribute } from "@sanity/visual-editing/create-data-attribute";
import { describe, expect, it } from "vitest";
import { sectionDataAttribute } from "./section-data-attribute";

describe("sectionDataAttribute", () => {
  it("writes what @sanity/visual-editing's createDataAttribute writes for a keyed section", () => {
    for (const studioUrl of ["/", "https://studio.example.com"]) {
      expect(sectionDataAttribute({ id: "page-x", type: "page", key: "a1b2", studioUrl })).toBe(
        createDataAttribute({
          id: "page-x",
          type: "page",
          path: ["sections", { _key: "a1b2" }],
          baseUrl: studioUrl,
        }).toString(),
      );
    }
  });
});
