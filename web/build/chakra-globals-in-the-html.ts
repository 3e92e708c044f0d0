import type { Plugin } from "vite";
import { CLIENT_BUILD_ONLY } from "./client-build-only.ts";

/**
 * Chakra's global styles (the base layer and every token as a CSS variable) are CSS in every
 * document's <head> (web/src/theme-global-css.ts, written by entry-server.tsx) and theme.ts
 * gives ChakraProvider none; but `createSystem` computes them whatever happens next, about a
 * third of its time in every page's first long task (docs/benchmarks.md). The client build's
 * `createSystem` starts with none instead, and the build stops if Chakra's code changed.
 */
export function chakraGlobalsInTheHtml(): Plugin {
  const computed = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";
  return {
    name: "chakra-globals-in-the-html",
    ...CLIENT_BUILD_ONLY,
    transform: {
      filter: { id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/ },
      handler(code) {
        if (!code.includes(computed))
          throw new Error(
            "chakraGlobalsInTheHtml: Chakra's createSystem no longer computes `_global` as expected; update web/build/chakra-globals-in-the-html.ts",
          );
        return { code: code.replace(computed, "const _global = [];"), map: null };
      },
    },
  };
}
