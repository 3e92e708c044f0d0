import { schemaTypes } from "@tastemap/schemas";
import { describe, expect, it } from "vitest";
import { pageTemplates } from "./page-templates";

/** The section types a page's `sections` array accepts (schemas/documents/page.ts). */
function pageSectionTypes(): string[] {
  const page = schemaTypes.find((type) => type.name === "page") as unknown as {
    fields: Array<{ name: string; of?: Array<{ type: string }> }>;
  };
  return (
    page.fields.find((field) => field.name === "sections")?.of?.map((member) => member.type) ?? []
  );
}

describe("Studio's page templates", () => {
  it("offers “Merchant landing” and “City launch” for new pages", () => {
    expect(pageTemplates.map((template) => [template.title, template.schemaType])).toEqual([
      ["Merchant landing", "page"],
      ["City launch", "page"],
    ]);
  });

  it("pre-fills sections a page accepts, each with its own key, fresh for every new page", async () => {
    const accepted = pageSectionTypes();
    expect(accepted.length).toBeGreaterThanOrEqual(12);
    for (const template of pageTemplates) {
      const value = (await (template.value as () => unknown)()) as {
        language: string;
        sections: Array<{ _type: string; _key: string }>;
      };
      expect(value.language).toBe("en");
      expect(value.sections.length).toBeGreaterThanOrEqual(3);
      for (const section of value.sections) expect(accepted).toContain(section._type);
      const keys = value.sections.map((section) => section._key);
      expect(new Set(keys).size).toBe(keys.length);
      const again = (await (template.value as () => unknown)()) as typeof value;
      expect(again.sections[0]?._key).not.toBe(keys[0]);
    }
  });
});
