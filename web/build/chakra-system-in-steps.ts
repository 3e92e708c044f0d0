import type { Plugin } from "vite";
import { CLIENT_BUILD_ONLY } from "./client-build-only.ts";

/**
 * Chakra's `createSystem` is one call of 9-14 ms on the machine the benchmarks run on, the
 * longest task of a page's boot, and Lighthouse's simulation counts a task of 10 ms or more
 * at its length times the CPU slowdown and leaves a shorter one out (docs/benchmarks.md,
 * "The boot's last long task"). Most of it is merging the configs (a deep copy) and building
 * the token dictionary (5-12 ms alone). The client build's `createSystem` gets
 * `createSystem.steps`: `merge` merges, `tokens` starts the dictionary and returns the rest of
 * its build as steps (its own `build()`, cut in three), each for a task of its own, and
 * `createSystem` given what they made does the rest (theme.ts, `siteSystemSteps`). Called as
 * before, both do what Chakra's do; the build stops if Chakra's code no longer has the shape
 * this rewrites.
 */
export function chakraSystemInSteps(): Plugin {
  return {
    name: "chakra-system-in-steps",
    ...CLIENT_BUILD_ONLY,
    transform: {
      filter: {
        id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/](system|token-dictionary)\.js$/,
      },
      handler(code, id) {
        const inSteps = id.endsWith("token-dictionary.js") ? tokenDictionaryInSteps : systemInSteps;
        return { code: inSteps(code), map: null };
      },
    },
  };
}

const MERGE = "function createSystem(...configs) {\n  const config = mergeConfigs(...configs);";
const TOKENS = "const tokens = createTokenDictionary({";
const TOKEN_OPTIONS = `{
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix
  }`;

function requireAnchors(code: string, anchors: string[]): void {
  for (const anchor of anchors) {
    if (!code.includes(anchor)) {
      throw new Error(
        `chakraSystemInSteps: Chakra's createSystem no longer reads as expected (${JSON.stringify(anchor.slice(0, 40))}); update web/build/chakra-system-in-steps.ts`,
      );
    }
  }
}

/** Chakra's styled-system/system.js with `createSystem.steps` (exported for its test). */
export function systemInSteps(code: string): string {
  requireAnchors(code, [MERGE, `${TOKENS.slice(0, -1)}${TOKEN_OPTIONS}`, "export {"]);
  const steps = `
const PREPARED = Symbol("tastemap: a system's config merged, and its tokens");
createSystem.steps = {
  merge: (...configs) => ({ [PREPARED]: true, config: mergeConfigs(...configs) }),
  tokens(prepared) {
    const { theme = {}, cssVarsPrefix = "chakra" } = prepared.config;
    const started = createTokenDictionary({ ...${TOKEN_OPTIONS}, inSteps: true });
    prepared.tokens = started.dictionary;
    return started.steps;
  }
};
`;
  return code
    .replace(
      MERGE,
      "function createSystem(...configs) {\n  const prepared = configs.length === 1 && configs[0]?.[PREPARED] ? configs[0] : undefined;\n  const config = prepared ? prepared.config : mergeConfigs(...configs);",
    )
    .replace(TOKENS, "const tokens = prepared?.tokens ?? createTokenDictionary({")
    .replace("export {", `${steps}\nexport {`);
}

const BUILD = `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }`;
const BUILT = "  build();\n  return dictionary;";

/**
 * Chakra's styled-system/token-dictionary.js whose `createTokenDictionary({ inSteps: true })`
 * registers the tokens and returns `{ dictionary, steps }`: its `build()` as three steps, in
 * its order (exported for its test).
 */
export function tokenDictionaryInSteps(code: string): string {
  requireAnchors(code, [BUILD, BUILT]);
  return code.replace(
    BUILT,
    `  if (options.inSteps) return { dictionary, steps: [
    () => { applyMiddlewares("pre"); applyTransforms("pre"); addConditionalTokens(); },
    () => { addReferences(); expandTokenReferences$1(); applyMiddlewares("post"); },
    () => { applyTransforms("post"); setupViews(); }
  ] };
${BUILT}`,
  );
}
