import type { Plugin } from "vite";

/**
 * Where a plugin that changes only what the browser gets applies: the production build's
 * client environment, never the prerender's server build nor the dev server. Spread into
 * the plugin (`{ name, ...CLIENT_BUILD_ONLY, transform }`).
 */
export const CLIENT_BUILD_ONLY = {
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
} satisfies Pick<Plugin, "apply" | "applyToEnvironment">;
