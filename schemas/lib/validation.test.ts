import { describe, expect, it } from "vitest";
import { formEmbedScriptUrlRule, frameUrlRule, siteHrefRule } from "./validation";

type Custom = (value: string | undefined) => unknown;

/** The `custom()` check a rule builder adds, run against a stand-in Rule. */
function customOf(build: (rule: never) => unknown): Custom {
  let custom: Custom | undefined;
  const rule: object = new Proxy(
    {},
    {
      get:
        (_target, method) =>
        (...args: unknown[]) => {
          if (method === "custom") custom = args[0] as Custom;
          return rule;
        },
    },
  );
  build(rule as never);
  if (!custom) throw new Error("the rule has no custom() check");
  return custom;
}

// Browsers read `\` as `/` and drop tabs and line breaks inside an address, so each of these
// is `//evil.example`: another site, not a path on this one.
const OTHER_SITES = [
  "/\\evil.example/x",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "//evil.example",
];

describe("a path on this site", () => {
  it.each([
    ["siteHrefRule", siteHrefRule],
    ["frameUrlRule", frameUrlRule],
    ["formEmbedScriptUrlRule", formEmbedScriptUrlRule],
  ] as const)("is what %s accepts as a path, and never another site", (_name, rule) => {
    const check = customOf(rule as (rule: never) => unknown);
    expect(check("/embeds/stand-in.html")).toBe(true);
    for (const href of OTHER_SITES) expect(check(href), href).not.toBe(true);
  });
});
