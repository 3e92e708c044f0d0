import type { Plugin } from "vite";
import { CLIENT_BUILD_ONLY } from "./client-build-only.ts";

/**
 * Chakra's style system carries two lists into every first load: every CSS property
 * (@pandacss/is-valid-prop) and every attribute React knows (@emotion/is-prop-valid). Most
 * names on them cannot change an answer Chakra asks them for (a CSS property that is one of
 * its own style props, an attribute that is a style prop and so never forwarded): the client
 * build gets them without those (chakra-prop-lists.ts says why the answers stay the
 * same; its test checks it), about 0.9 KiB gzip less in the entry chunk.
 */
export function trimChakraPropLists(): Plugin {
  return {
    name: "trim-chakra-prop-lists",
    ...CLIENT_BUILD_ONLY,
    transform: {
      filter: {
        id: /(@pandacss[\\/]is-valid-prop[\\/]dist[\\/]index\.mjs|@emotion[\\/]is-prop-valid[\\/]dist[\\/]emotion-is-prop-valid\.esm\.js)$/,
      },
      async handler(code, id) {
        const lists = await import("./chakra-prop-lists.ts");
        const trim = id.includes("pandacss") ? lists.trimCssProperties : lists.trimReactProps;
        return { code: trim(code), map: null };
      },
    },
  };
}
