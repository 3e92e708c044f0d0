import type { Plugin } from "vite";

/**
 * Chakra's anatomy module derives every component's anatomy at load time
 * (`xAnatomy.extendWith(...)`), which the bundler must assume has side effects,
 * so the theme's two slot recipes pulled in about twenty unused anatomies on every
 * first load. The calls are pure; saying so lets them be dropped.
 */
export function pureChakraAnatomies(): Plugin {
  return {
    name: "pure-chakra-anatomies",
    transform: {
      filter: { id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/ },
      handler(code) {
        // Same lines, a comment inserted: the module's source map stays usable.
        return {
          code: code.replace(/= (\w+\$1)\.extendWith\(/g, "= /* @__PURE__ */ $1.extendWith("),
          map: null,
        };
      },
    },
  };
}
