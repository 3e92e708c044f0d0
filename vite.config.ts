import path from "node:path";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { resolveConfig, webEnv } from "./scripts/lib/env.ts";

/**
 * Chakra's anatomy module derives every component's anatomy at load time
 * (`xAnatomy.extendWith(...)`), which the bundler must assume has side effects,
 * so the theme's two slot recipes pulled in ~20 unused anatomies (~0.9 KB gzip
 * on every first load). The calls are pure; saying so lets them be dropped.
 */
function pureChakraAnatomies(): Plugin {
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

/**
 * Every page needs the @sanity/client chunk before it has content. main.tsx
 * requests it at start-up, but only once the entry chunk has downloaded and run;
 * a modulepreload link lets the browser fetch it alongside the entry instead.
 */
function preloadContentClient(): Plugin {
  let base = "/";
  return {
    name: "preload-content-client",
    apply: "build",
    configResolved(resolved) {
      base = resolved.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const client = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === "chunk" &&
            /@sanity[\\/]client[\\/]dist[\\/]index\.browser\.js$/.test(output.facadeModuleId ?? ""),
        );
        if (!client)
          throw new Error("preload-content-client: no @sanity/client chunk in the build");
        return [
          {
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `${base}${client.fileName}` },
            injectTo: "head",
          },
        ];
      },
    },
  };
}

/**
 * The public site runs on React 18, the Studio on React 19 (Sanity 5 requires it):
 * react-dom 19 is 23 KB gzip larger in every first load, which the 150 KB budget
 * of / cannot afford (docs/decisions/0006-site-on-react-18.md). React 18 lives in
 * the packages/site-react workspace, so npm nests it away from the Studio's copy;
 * these aliases point every import in the site's bundle (ours and the libraries')
 * at it. `react/compiler-runtime` (used by @portabletext/react, built with the
 * React Compiler) is React 19's; the react-compiler-runtime package is its
 * React 17/18 equivalent.
 */
function siteReactAliases() {
  const site = path.resolve(import.meta.dirname, "packages/site-react/node_modules");
  const file = (relative: string) => path.join(site, relative);
  return [
    { find: /^react$/, replacement: file("react/index.js") },
    { find: /^react\/jsx-runtime$/, replacement: file("react/jsx-runtime.js") },
    { find: /^react\/jsx-dev-runtime$/, replacement: file("react/jsx-dev-runtime.js") },
    {
      find: /^react\/compiler-runtime$/,
      replacement: path.resolve(
        import.meta.dirname,
        "node_modules/react-compiler-runtime/dist/index.js",
      ),
    },
    { find: /^react-dom$/, replacement: file("react-dom/index.js") },
    { find: /^react-dom\/client$/, replacement: file("react-dom/client.js") },
  ];
}

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
    resolve: {
      // @sanity/client imports rxjs, whose default export is its ES5 build (classes
      // as functions plus tslib helpers); its ES2015 build is 1.7 KB gzip smaller in
      // the content client chunk, which every page needs before it has content.
      alias: [
        ...siteReactAliases(),
        {
          find: /^rxjs$/,
          replacement: path.resolve(import.meta.dirname, "node_modules/rxjs/dist/esm/index.js"),
        },
        {
          find: /^rxjs\/operators$/,
          replacement: path.resolve(
            import.meta.dirname,
            "node_modules/rxjs/dist/esm/operators/index.js",
          ),
        },
      ],
    },
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
      pureChakraAnatomies(),
      preloadContentClient(),
    ],
    server: { port: config.ports.web, strictPort: true, host: "127.0.0.1" },
    preview: { port: config.ports.web, strictPort: true, host: "127.0.0.1" },
    build: {
      outDir: "../dist",
      emptyOutDir: true,
      sourcemap: true,
      manifest: true,
      rolldownOptions: {
        treeshake: {
          // Emotion imports hoist-non-react-statics (CommonJS, no `sideEffects`
          // field) for withTheme, which nothing here uses; declared pure, it and
          // react-is drop out of every first load (-0.9 KB gzip).
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
          codeSplitting: {
            // Everything the entry imports statically goes into ONE chunk. Without
            // this, every module shared by the entry and a lazy chunk (Heading,
            // Text, load-page, …) became its own tiny chunk, each compressed on its
            // own and each a request on the first load (-2.9 KB gzip on every
            // route). Lazy chunks import what they share with the entry from it.
            groups: [{ name: "shell", tags: ["$initial"] }],
          },
        },
      },
    },
  };
});
