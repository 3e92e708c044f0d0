import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseAst } from "vite";
import { describe, expect, test } from "vitest";
import { systemInSteps, tokenDictionaryInSteps } from "./chakra-system-in-steps.ts";

// The installed Chakra's system.js, as the client build transforms it.
const chakraEntry = createRequire(import.meta.url).resolve("@chakra-ui/react");
const systemJs = path.join(path.dirname(chakraEntry), "../esm/styled-system/system.js");
const original = readFileSync(systemJs, "utf8");
const dictionary = readFileSync(path.join(path.dirname(systemJs), "token-dictionary.js"), "utf8");
const calls = (body: string) =>
  [...body.matchAll(/(\w+\$?\d*)\((?:"\w+")?\);/g)].map((call) => call[0]);

describe("systemInSteps", () => {
  test("finds its anchors in the installed Chakra and writes a module that parses", () => {
    const code = systemInSteps(original);
    expect(() => parseAst(code)).not.toThrow();
    expect(code).toContain("createSystem.steps = {");
  });

  test("a createSystem given what the steps made neither merges nor builds tokens again", () => {
    const code = systemInSteps(original);
    expect(code).toContain("const config = prepared ? prepared.config : mergeConfigs(...configs);");
    expect(code).toContain("const tokens = prepared?.tokens ?? createTokenDictionary({");
    // Called with configs, as everything but the client's boot calls it, it does what it did.
    expect(code.match(/mergeConfigs\(\.\.\.configs\)/g)).toHaveLength(2);
  });

  test("stops the build when Chakra's code changed shape", () => {
    expect(() =>
      systemInSteps(original.replace("const config = mergeConfigs(...configs);", "")),
    ).toThrow(/no longer reads as expected/);
    expect(() => systemInSteps(original.replace("createTokenDictionary({", "tokensOf({"))).toThrow(
      /no longer reads as expected/,
    );
  });
});

describe("tokenDictionaryInSteps", () => {
  test("finds Chakra's build() and writes a module that parses", () => {
    expect(() => parseAst(tokenDictionaryInSteps(dictionary))).not.toThrow();
  });

  test("its steps make exactly the calls of build(), in build()'s order", () => {
    const code = tokenDictionaryInSteps(dictionary);
    const build = /function build\(\) \{([\s\S]*?)\n {2}\}/.exec(code)?.[1] ?? "";
    const steps = /steps: \[([\s\S]*?)\] \}/.exec(code)?.[1] ?? "";
    expect(calls(build).length).toBeGreaterThan(5);
    expect(calls(steps)).toEqual(calls(build));
    // Without the option, the dictionary is built in the call, as before.
    expect(code).toContain("  build();\n  return dictionary;");
  });

  test("stops the build when Chakra's build() changed", () => {
    expect(() =>
      tokenDictionaryInSteps(dictionary.replace("    setupViews();\n  }", "  }")),
    ).toThrow(/no longer reads as expected/);
  });
});
