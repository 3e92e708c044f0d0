import type { Plugin } from "vite";
import { CLIENT_BUILD_ONLY } from "./client-build-only.ts";

/**
 * Chakra's CSS reset is CSS in every document's <head> (web/src/theme-reset.css, written by
 * entry-server.tsx) and theme.ts turns Chakra's own off (`preflight: false`); but Chakra's
 * system imports its preflight module whatever the setting, so the reset still travelled in
 * every first load as a JavaScript object (1.5 KiB gzip). The client build gets a stand-in
 * that creates no reset, and stops the page loudly if the setting is turned back on.
 */
export function noChakraPreflight(): Plugin {
  return {
    name: "no-chakra-preflight",
    ...CLIENT_BUILD_ONLY,
    load: {
      filter: { id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]preflight\.js$/ },
      handler() {
        return [
          "export function createPreflight({ preflight }) {",
          '  if (preflight) throw new Error("theme.ts: the CSS reset is web/src/theme-reset.css; keep `preflight: false`");',
          "  return {};",
          "}",
        ].join("\n");
      },
    },
  };
}
