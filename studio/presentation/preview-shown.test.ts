import { describe, expect, it } from "vitest";
import { previewLanguage, shownPerspective } from "./preview-shown";

describe("previewLanguage", () => {
  it("reads English at the root and another language from its prefix", () => {
    expect(previewLanguage("/rome").id).toBe("en");
    expect(previewLanguage("/").id).toBe("en");
    expect(previewLanguage(undefined).id).toBe("en");
    expect(previewLanguage("/it/roma").title).toBe("Italiano");
    expect(previewLanguage("/it").id).toBe("it");
  });

  it("takes a full URL and ignores the query, and a slug that only starts like a language", () => {
    expect(previewLanguage("http://localhost:5173/it/roma?x=1").id).toBe("it");
    expect(previewLanguage("/italy-guide").id).toBe("en");
  });
});

describe("shownPerspective", () => {
  it("names drafts, published and a release by its title", () => {
    expect(shownPerspective("drafts")).toEqual({ label: "Drafts", kind: "drafts" });
    expect(shownPerspective("published")).toEqual({ label: "Published", kind: "published" });
    expect(shownPerspective({ metadata: { title: "Summer menus" } })).toEqual({
      label: "Release: Summer menus",
      kind: "release",
    });
    expect(shownPerspective("rABC").kind).toBe("release");
  });
});
