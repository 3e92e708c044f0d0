import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  GENERATED_FILE,
  projectionExport,
  projectionsSource,
  sectionProjections,
  writeSectionProjections,
} from "./section-projections";

function sectionsDir(folders: Record<string, string | undefined>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "sections-"));
  for (const [folder, projection] of Object.entries(folders)) {
    mkdirSync(path.join(dir, folder));
    writeFileSync(path.join(dir, folder, `${folder}-section.tsx`), "export default null;\n");
    if (projection !== undefined)
      writeFileSync(path.join(dir, folder, "projection.ts"), projection);
  }
  return dir;
}

describe("the page query's sections, from their folders", () => {
  it("names each folder's one projection, in the folders' order, and skips a folder without one", () => {
    const dir = sectionsDir({
      quote: 'export const quoteProjection = /* groq */ `_type == "quote" => {text}`;\n',
      "call-to-action": "const LINK = `{label}`;\nexport const callToActionProjection = `x`;\n",
      shared: undefined,
    });
    expect(sectionProjections(dir)).toEqual([
      { folder: "call-to-action", name: "callToActionProjection" },
      { folder: "quote", name: "quoteProjection" },
    ]);
  });

  it("composes the query's text from the fragments, after _key and _type", () => {
    const source = projectionsSource([
      { folder: "faq", name: "faqProjection" },
      { folder: "hero", name: "heroProjection" },
    ]);
    expect(source).toContain('import { faqProjection } from "./faq/projection";');
    expect(source).toContain('import { heroProjection } from "./hero/projection";');
    expect(source).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the generated source's own placeholders
      "export const SECTION_PROJECTIONS = /* groq */ `sections[]{\n    _key,\n    _type,\n    ${faqProjection},\n    ${heroProjection}\n  }`;",
    );
  });

  it("says which folder is wrong when a projection.ts exports none or two", () => {
    expect(() => projectionExport("quote", "export const quote = `x`;")).toThrow(
      "web/src/sections/quote/projection.ts must export exactly one `const <type>Projection`; it exports none",
    );
    expect(() =>
      projectionExport("quote", "export const aProjection = ``;\nexport const bProjection = ``;"),
    ).toThrow("it exports aProjection, bProjection");
  });

  it("rewrites the module only when its text changes", () => {
    const dir = sectionsDir({ faq: "export const faqProjection = `x`;\n" });
    expect(writeSectionProjections(dir)).toBe(true);
    expect(writeSectionProjections(dir)).toBe(false);
    writeFileSync(
      path.join(dir, "faq", "projection.ts"),
      "export const faqListProjection = `x`;\n",
    );
    expect(writeSectionProjections(dir)).toBe(true);
    expect(readFileSync(path.join(dir, "projections.gen.ts"), "utf8")).toContain(
      "faqListProjection",
    );
  });

  it("lists every section of the site: the generated module is the one the tree would write", () => {
    expect(readFileSync(GENERATED_FILE, "utf8")).toBe(projectionsSource(sectionProjections()));
    expect(sectionProjections().map(({ folder }) => folder)).toContain("hero");
  });
});
