import { fileURLToPath } from "node:url";
import { defineCliConfig } from "sanity/cli";
import { dataset, projectId } from "./env";

// The content model lives in ../schemas, outside the Studio's Vite root.
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

export default defineCliConfig({
  api: { projectId, dataset },
  deployment: { autoUpdates: false },
  server: {
    hostname: process.env.STUDIO_HOST || "localhost",
    port: Number(process.env.STUDIO_PORT) || 3333,
  },
  schemaExtraction: {
    path: "../schema.json",
    enforceRequiredFields: true,
  },
  typegen: {
    path: "../web/src/**/*.{ts,tsx}",
    schema: "../schema.json",
    generates: "../web/src/lib/sanity.types.ts",
    overloadClientMethods: true,
  },
  vite: (config) => ({
    ...config,
    server: {
      ...config.server,
      fs: {
        ...config.server?.fs,
        allow: [...(config.server?.fs?.allow ?? []), repoRoot],
      },
    },
  }),
});
