import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";
import { resolveConfig, webEnv } from "./scripts/lib/env.ts";

// The site is built from the same configuration `npm start` resolves, so local mode
// needs no .env and a real project fails here, at build time, naming what is missing.
export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ""), ...process.env };
  const config = resolveConfig(env);
  const define = Object.fromEntries(
    Object.entries(webEnv(config)).map(([key, value]) => [
      `import.meta.env.${key}`,
      JSON.stringify(value),
    ]),
  );
  return {
    root: "web",
    envDir: "..",
    publicDir: "public",
    define,
    plugins: [
      tanstackRouter({
        target: "react",
        autoCodeSplitting: true,
        routesDirectory: "./src/routes",
        generatedRouteTree: "./src/routeTree.gen.ts",
        quoteStyle: "double",
        semicolons: true,
      }),
      react(),
    ],
    server: { port: config.ports.web, strictPort: true, host: "127.0.0.1" },
    preview: { port: config.ports.web, strictPort: true, host: "127.0.0.1" },
    build: {
      outDir: "../dist",
      emptyOutDir: true,
      sourcemap: true,
      manifest: true,
      // React, the router, Emotion and Chakra's styling core load on every page:
      // one chunk instead of several small shared ones saves ~1 KB gzip of chunk
      // overhead on each first load (docs/benchmarks.md).
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: "framework",
                test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@emotion|stylis|@pandacss|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|preset-base|theme|utils))[\\/]/,
              },
            ],
          },
        },
      },
    },
  };
});
