import { schemaTypes } from "@tastemap/schemas";
import { createSchema } from "sanity";
import { describe, expect, it } from "vitest";
import { fieldTitles } from "./field-titles";

const schema = createSchema({ name: "test", types: schemaTypes });

describe("fieldTitles", () => {
  it("titles a call to action's target inside a page's hero section", () => {
    expect(
      fieldTitles(schema.get("page"), [
        "sections",
        { _key: "hero", _type: "hero" },
        "ctas",
        { _key: "shop", _type: "link" },
        "href",
      ]),
    ).toEqual(["Sections", "Hero", "Calls to action", "Link", "Target"]);
  });

  it("titles an image's alternative text and an SEO field", () => {
    expect(fieldTitles(schema.get("stickerProduct"), ["image", "alt"])).toEqual([
      "Image",
      "Alternative text",
    ]);
    expect(fieldTitles(schema.get("city"), ["seo", "title"])).toEqual(["SEO", "Page title"]);
  });

  it("falls back to the field's name where the schema has none", () => {
    expect(fieldTitles(schema.get("page"), ["gone", "redirectPath"])).toEqual([
      "Gone",
      "Redirect path",
    ]);
  });
});
