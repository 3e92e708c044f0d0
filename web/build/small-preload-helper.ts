import type { Plugin } from "vite";
import { CLIENT_BUILD_ONLY } from "./client-build-only.ts";

/**
 * Vite wraps every dynamic import in its preload helper, which first loads the imported
 * chunk's dependencies (with `build.modulePreload: false`, only its CSS: Sanity's visual
 * editing in Studio's preview has a stylesheet) and then imports it. The helper is written for
 * every case Vite supports (script preloads, relative bases, nonces, an event on failure), about
 * 0.9 KiB gzip of every first load; no page a visitor sees has any CSS to load. The stand-in
 * does what this site needs: a dynamic import with no CSS is just the import; one with CSS
 * adds each stylesheet once (a failed one rejects the import, as the helper's did) and
 * imports when they have loaded. Vite passes it nothing else while `build.modulePreload` is
 * false, which the plugin insists on.
 */
export function smallPreloadHelper(): Plugin {
  let base = "/";
  return {
    name: "small-preload-helper",
    enforce: "pre",
    ...CLIENT_BUILD_ONLY,
    configResolved(config) {
      // Only then does Vite pass the helper nothing but stylesheets.
      if (config.build.modulePreload !== false) {
        throw new Error("small-preload-helper: it loads CSS only; keep build.modulePreload false");
      }
      base = config.base;
    },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: () =>
        [
          `const base = ${JSON.stringify(base)};`,
          "const sheets = {};",
          "const sheet = (href) =>",
          "  (sheets[href] ??= new Promise((resolve, reject) => {",
          '    const link = document.createElement("link");',
          '    link.rel = "stylesheet";',
          "    link.href = href;",
          "    link.onload = resolve;",
          "    link.onerror = () => {",
          "      delete sheets[href];",
          '      reject(new Error("Unable to preload CSS for " + href));',
          "    };",
          "    document.head.appendChild(link);",
          "  }));",
          "export const __vitePreload = (load, deps) =>",
          "  deps && deps.length",
          "    ? Promise.all(deps.map((dep) => sheet(base + dep))).then(() => load())",
          "    : load();",
        ].join("\n"),
    },
  };
}
