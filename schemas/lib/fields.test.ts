import { describe, expect, it } from "vitest";
import {
  arrayOf,
  optionalText,
  requiredField,
  requiredString,
  requiredText,
  sectionIdField,
  templateString,
} from "./fields";
import { fieldGroups } from "./groups";
import { defineSingleton, singletonPreview } from "./singleton";
import { anchorIdRule } from "./validation";

type Validation = (rule: never) => unknown;
type CustomCheck = (value: string | undefined) => unknown;

/**
 * Runs a field's `validation` against a stand-in Rule that records each call,
 * so a test can read the chain (`required()`, `max(200)`) a builder produces.
 */
function ruleChain(validation: unknown): { calls: string[]; customs: CustomCheck[] } {
  const calls: string[] = [];
  const customs: CustomCheck[] = [];
  const rule: object = new Proxy(
    {},
    {
      get:
        (_target, method) =>
        (...args: unknown[]) => {
          if (method === "custom") customs.push(args[0] as CustomCheck);
          calls.push(`${String(method)}(${args.map((arg) => JSON.stringify(arg)).join(",")})`);
          return rule;
        },
    },
  );
  (validation as Validation)(rule as never);
  return { calls, customs };
}

describe("requiredField", () => {
  it("is the plain literal with required(), carrying only the keys given", () => {
    const field = requiredField("hero", "Hero", "localeHero", { group: "hero" });
    expect(Object.keys(field)).toEqual(["name", "title", "type", "group", "validation"]);
    expect(field).toMatchObject({ name: "hero", title: "Hero", type: "localeHero", group: "hero" });
    expect(ruleChain(field.validation).calls).toEqual(["required()"]);
  });
});

describe("requiredString", () => {
  it("caps labels at 200 characters unless told otherwise", () => {
    expect(ruleChain(requiredString("heading", "Heading").validation).calls).toEqual([
      "required()",
      "max(200)",
    ]);
    expect(ruleChain(requiredString("name", "Name", { max: 80 }).validation).calls).toEqual([
      "required()",
      "max(80)",
    ]);
  });

  it("does not add `max` to the field itself", () => {
    const field = requiredString("name", "Name", { max: 80, group: "product" });
    expect(Object.keys(field)).toEqual(["name", "title", "type", "group", "validation"]);
  });
});

describe("text builders", () => {
  it("default to two rows", () => {
    expect(optionalText("subheading", "Subheading")).toEqual({
      name: "subheading",
      title: "Subheading",
      type: "text",
      rows: 2,
    });
    expect(requiredText("text", "Text", { rows: 3 }).rows).toBe(3);
  });

  it("cap the length only when `max` is given", () => {
    expect(ruleChain(requiredText("text", "Text").validation).calls).toEqual(["required()"]);
    expect(ruleChain(requiredText("intro", "Intro", { max: 400 }).validation).calls).toEqual([
      "required()",
      "max(400)",
    ]);
  });
});

describe("templateString", () => {
  const [check] = ruleChain(
    templateString("legalTemplate", "Agreement", ["terms", "privacy"]).validation,
  ).customs as [CustomCheck];

  it("names every missing token", () => {
    expect(check("By signing up you agree.")).toBe("Include {terms} and {privacy}");
    expect(check("See {terms}.")).toBe("Include {privacy}");
  });

  it("accepts a sentence with all tokens, and leaves empty values to required()", () => {
    expect(check("Our {terms} and {privacy}.")).toBe(true);
    expect(check(undefined)).toBe(true);
  });
});

describe("arrayOf", () => {
  it("lists one member type and adds validation only when given", () => {
    const plain = arrayOf("socialLinks", "Social profiles", "socialLink", { group: "footer" });
    expect(plain).toEqual({
      name: "socialLinks",
      title: "Social profiles",
      type: "array",
      group: "footer",
      of: [{ type: "socialLink" }],
    });
    const counted = arrayOf("links", "Links", "link", {
      validation: (rule) => rule.required().min(1),
    });
    expect(ruleChain(counted.validation).calls).toEqual(["required()", "min(1)"]);
  });
});

describe("sectionIdField", () => {
  it("checks the id with the shared anchor rule", () => {
    const field = sectionIdField("examplesAnchorId", "Examples section id", {
      initialValue: "examples",
    });
    expect(field.initialValue).toBe("examples");
    expect(field.validation).toBe(anchorIdRule);
  });
});

describe("singletonPreview", () => {
  it("always shows the singleton's own title", () => {
    const preview = singletonPreview("Dashboard", "heading");
    expect(preview.select).toEqual({ subtitle: "heading" });
    expect(preview.prepare({ subtitle: "Welcome back" })).toEqual({
      title: "Dashboard",
      subtitle: "Welcome back",
    });
  });
});

describe("defineSingleton", () => {
  it("is a document previewed under its own title, with groups only when given", () => {
    const fields = [requiredString("heading", "Heading")];
    const page = defineSingleton({
      name: "aPage",
      title: "A page",
      icon: () => null,
      fields,
      subtitle: "heading",
    });
    expect(Object.keys(page)).toEqual(["name", "title", "type", "icon", "fields", "preview"]);
    expect(page.type).toBe("document");
    expect(page.preview?.prepare?.({ subtitle: "Welcome" })).toEqual({
      title: "A page",
      subtitle: "Welcome",
    });
    const grouped = defineSingleton({
      name: "aPage",
      title: "A page",
      icon: () => null,
      groups: fieldGroups({ form: "Form" }),
      fields,
      subtitle: "heading",
    });
    expect(Object.keys(grouped)).toEqual([
      "name",
      "title",
      "type",
      "icon",
      "groups",
      "fields",
      "preview",
    ]);
  });
});

describe("fieldGroups", () => {
  it("keeps the order given and opens the first tab by default", () => {
    expect(fieldGroups({ hero: "Hero", contact: "Offer & contact", seo: "SEO" })).toEqual([
      { name: "hero", title: "Hero", default: true },
      { name: "contact", title: "Offer & contact" },
      { name: "seo", title: "SEO" },
    ]);
  });
});
