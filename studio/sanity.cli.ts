import path from "node:path";
import { fileURLToPath } from "node:url";
import { readStudioConfig } from "@tastemap/config/studio";
import { defineCliConfig } from "sanity/cli";
import { lateDiscoveredImports } from "./dev-prebundle";
import { offlineStudioDocument } from "./offline-document";

// The content model lives in ../schemas, outside the Studio's Vite root.
const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const studioRoot = fileURLToPath(new URL(".", import.meta.url));
// The CLI runs in Node: the whole environment is there (studio/env.ts is the bundle's view).
const { projectId, dataset, host, port, apiHost } = readStudioConfig(process.env);

export default defineCliConfig({
  api: { projectId, dataset },
  deployment: { autoUpdates: false },
  server: { hostname: host, port },
  schemaExtraction: {
    path: "../schema.json",
    enforceRequiredFields: true,
    // Both workspaces (production, staging) share one schema; the CLI needs one named.
    workspace: "production",
  },
  typegen: {
    path: "../web/src/**/*.{ts,tsx}",
    schema: "../schema.json",
    generates: "../web/src/lib/sanity.types.ts",
    overloadClientMethods: true,
  },
  vite: (config) => ({
    ...config,
    // Against the local lake the Studio page loads nothing from the internet (fonts, scripts).
    plugins: [...(config.plugins ?? []), ...(apiHost ? [offlineStudioDocument()] : [])],
    // One bundling pass at start-up instead of a reload of every open tab per late find.
    optimizeDeps: {
      ...config.optimizeDeps,
      include: [
        ...(config.optimizeDeps?.include ?? []),
        ...lateDiscoveredImports([studioRoot, path.join(repoRoot, "schemas")]),
      ],
    },
    server: {
      ...config.server,
      fs: {
        ...config.server?.fs,
        allow: [...(config.server?.fs?.allow ?? []), repoRoot],
      },
    },
  }),
});
