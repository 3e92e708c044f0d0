/**
 * The site's build and dev server. `npm run build -w @tastemap/web` and `npx vite` in this folder
 * read it directly; the repository's vite.config.ts (the design card keeps one at the top, for
 * `npm run dev:web`, `bench:bundle`, `bench:chunks`) hands over to it by package name
 * (`@tastemap/web/vite-config`). Vite bundles only relative imports of the file it loads and leaves
 * package imports to Node, so when it is reached from the top this file and every module it
 * imports (build/*.ts) are loaded with Node's type stripping: erasable TypeScript, and the `.ts`
 * of every relative import named. Paths here are absolute (from this folder), so both ways
 * resolve the same files and write the same dist/.
 */
import path from "node:path";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { publicWebEnv, readStackConfig } from "@tastemap/config";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";
import { chakraGlobalsInTheHtml } from "./build/chakra-globals-in-the-html.ts";
import { chakraSystemInSteps } from "./build/chakra-system-in-steps.ts";
import { CHUNK_GROUPS } from "./build/chunk-groups.ts";
import { compactGroq } from "./build/compact-groq.ts";
import { compileHintOf } from "./build/compile-hints.ts";
import { redirectsFromStudio } from "./build/dev-redirects.ts";
import { devServerRendering } from "./build/dev-server-rendering.ts";
import { emotionSheetsStayInPlace } from "./build/emotion-sheets-stay-in-place.ts";
import { errorReports } from "./build/error-reports-build.ts";
import { noChakraPreflight } from "./build/no-chakra-preflight.ts";
import { pureChakraAnatomies } from "./build/pure-chakra-anatomies.ts";
import { ROUTE_TREE } from "./build/route-tree.ts";
import { sectionProjectionsPlugin } from "./build/section-projections.ts";
import { smallPreloadHelper } from "./build/small-preload-helper.ts";
import { trimChakraPropLists } from "./build/trim-chakra-prop-lists.ts";

/** This package's folder (Vite's root) and the repository's, which holds .env, node_modules and dist/. */
const web = import.meta.dirname;
const repository = path.resolve(web, "..");

// The site is built from the same configuration `npm start` resolves, so local mode
// needs no .env and a real project fails here, at build time, naming what is missing.
export default defineConfig(({ command, mode }) => {
  const env = { ...loadEnv(mode, repository, ""), ...process.env };
  const config = readStackConfig(env);
  const define = Object.fromEntries(
    Object.entries(publicWebEnv(config)).map(([key, value]) => [
      `import.meta.env.${key}`,
      JSON.stringify(value),
    ]),
  );
  return {
    root: web,
    // Pages are rendered by the router (dev: devServerRendering; build: build/build.ts).
    appType: "custom",
    envDir: repository,
    publicDir: "public",
    define,
    resolve: {
      // @sanity/client imports rxjs, whose default export is its ES5 build (classes
      // as functions plus tslib helpers); its ES2015 build is smaller in the content
      // client chunk, which every page needs before it has content.
      alias: [
        {
          // @tanstack/react-store reads its stores through use-sync-external-store's shim for
          // React 17 and older; on React 19 the shim hands out React's own useSyncExternalStore,
          // so its selector comes from the package's build for React 18+, which uses React's
          // directly. The same function, without the shim's code in every first load (0.4 KiB).
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: "use-sync-external-store/with-selector",
        },
        {
          find: /^rxjs$/,
          replacement: path.resolve(repository, "node_modules/rxjs/dist/esm/index.js"),
        },
        {
          find: /^rxjs\/operators$/,
          replacement: path.resolve(repository, "node_modules/rxjs/dist/esm/operators/index.js"),
        },
      ],
    },
    plugins: [
      tanstackRouter({
        ...ROUTE_TREE,
        autoCodeSplitting: true,
        // A route's loader (its GROQ query) travels with its component: the
        // entry carries no page's query, only the route tree.
        codeSplittingOptions: {
          defaultBehavior: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
        },
      }),
      // The page query's list of sections, from their folders (build/section-projections.ts).
      sectionProjectionsPlugin(),
      react(),
      pureChakraAnatomies(),
      noChakraPreflight(),
      chakraGlobalsInTheHtml(),
      chakraSystemInSteps(),
      emotionSheetsStayInPlace(),
      trimChakraPropLists(),
      smallPreloadHelper(),
      compactGroq(),
      redirectsFromStudio(config),
      errorReports(env),
      devServerRendering(),
    ],
    server: {
      port: config.ports.web,
      strictPort: true,
      host: "127.0.0.1",
      // The dev server transforms a module when the browser first asks for it: Studio's
      // preview (draft mode) waited 45-85 s for its ~140 modules before its overlays attached,
      // and an open page's first publish for the refetch code. Transformed at start instead.
      warmup: {
        clientFiles: [
          "./src/entry-client.tsx",
          "./src/routes/**/*.tsx",
          "./src/sections/*/*.tsx",
          "./src/lib/sanity/{enable-draft-mode,visual-editing,live-content,live-refetch,client,content-check}.ts",
        ],
      },
    },
    // The SSR build (build/build.ts) bundles its dependencies: it runs once, at
    // build time, and must not depend on how each package resolves under Node.
    // The dev server loads them from node_modules as Node does (faster restarts).
    ssr: { noExternal: command === "build" ? true : [] },
    build: {
      outDir: path.join(repository, "dist"),
      emptyOutDir: true,
      // Kept for debugging but never linked from the bundles (nor served: firebase.json).
      sourcemap: "hidden",
      // build/router-manifest.ts reads it: which chunks each route needs.
      manifest: true,
      modulePreload: false,
      rolldownOptions: {
        // No index.html: every page's HTML is rendered by the router (build/build.ts).
        input: path.join(web, "src/entry-client.tsx"),
        treeshake: {
          // Emotion imports hoist-non-react-statics (CommonJS, no `sideEffects`
          // field) for withTheme, which nothing here uses; declared pure, it and
          // react-is drop out of every first load.
          moduleSideEffects: [
            {
              test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/,
              sideEffects: false,
            },
          ],
          // Zag/Ark/Chakra build each component's anatomy at load time; pure, so
          // only the anatomies of the recipes in the theme stay (see above).
          manualPureFunctions: ["createAnatomy"],
        },
        output: {
          // Everything the entry imports statically in one chunk, and the lazy groups
          // (build/chunk-groups.ts).
          codeSplitting: { groups: CHUNK_GROUPS },
          // The entry compiled while it streams in, not function by function as it boots.
          postBanner: compileHintOf,
        },
      },
    },
  };
});
