import { describe, expect, it } from "vitest";
import { page } from "./page";

interface Field {
  name: string;
  initialValue?: unknown;
  hidden?: (context: { document?: Record<string, unknown> }) => boolean;
  fields?: Field[];
}

const gate = (page.fields as Field[]).find((field) => field.name === "gate");

describe("a page's gate (card holders only, /mt25)", () => {
  it("is shown on the English page at /mt25 only", () => {
    const hidden = (document: Record<string, unknown>) => gate?.hidden?.({ document });
    expect(hidden({ slug: { current: "mt25" }, language: "en" })).toBe(false);
    expect(hidden({ slug: { current: "mt25" } })).toBe(false);
    expect(hidden({ slug: { current: "mt25" }, language: "it" })).toBe(true);
    expect(hidden({ slug: { current: "spring-offer" }, language: "en" })).toBe(true);
  });

  it("gives a new page nothing: no field of it has an initial value", () => {
    // Studio fills nested initial values into a new document: a gate on every new page
    // would have its required references checked, and block publishing.
    expect(gate?.fields?.length).toBeGreaterThan(0);
    expect(gate?.initialValue).toBeUndefined();
    for (const field of gate?.fields ?? []) expect(field.initialValue).toBeUndefined();
  });
});
