import path from "node:path";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
// Vite leaves these packages to Node's type stripping when it loads this file (it bundles
// relative imports only): their modules keep to erasable TypeScript and name their .ts files.
import { publicWebEnv, readStackConfig } from "@tastemap/config";
import { redirectsFromStudio } from "@tastemap/scripts/dev-redirects";
import { errorReports } from "@tastemap/scripts/error-reports-build";
import { isPageRequest } from "@tastemap/scripts/page-request";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin, parseSync, Visitor } from "vite";

/**
 * Chakra's anatomy module derives every component's anatomy at load time
 * (`xAnatomy.extendWith(...)`), which the bundler must assume has side effects,
 * so the theme's two slot recipes pulled in about twenty unused anatomies on every
 * first load. The calls are pure; saying so lets them be dropped.
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
 * Chakra's CSS reset is CSS in every document's <head> (web/src/theme-reset.css, written by
 * entry-server.tsx) and theme.ts turns Chakra's own off (`preflight: false`); but Chakra's
 * system imports its preflight module whatever the setting, so the reset still travelled in
 * every first load as a JavaScript object (1.5 KiB gzip). The client build gets a stand-in
 * that creates no reset, and stops the page loudly if the setting is turned back on.
 */
function noChakraPreflight(): Plugin {
  return {
    name: "no-chakra-preflight",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
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

/**
 * Chakra's global styles (the base layer and every token as a CSS variable) are CSS in every
 * document's <head> (web/src/theme-global-css.ts, written by entry-server.tsx) and theme.ts
 * gives ChakraProvider none; but `createSystem` computes them whatever happens next, about a
 * third of its time in every page's first long task (docs/benchmarks.md). The client build's
 * `createSystem` starts with none instead, and the build stops if Chakra's code changed.
 */
function chakraGlobalsInTheHtml(): Plugin {
  const computed = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";
  return {
    name: "chakra-globals-in-the-html",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/ },
      handler(code) {
        if (!code.includes(computed))
          throw new Error(
            "chakraGlobalsInTheHtml: Chakra's createSystem no longer computes `_global` as expected; update vite.config.ts",
          );
        return { code: code.replace(computed, "const _global = [];"), map: null };
      },
    },
  };
}

/**
 * Chakra's style system carries two lists into every first load: every CSS property
 * (@pandacss/is-valid-prop) and every attribute React knows (@emotion/is-prop-valid). Most
 * names on them cannot change an answer Chakra asks them for (a CSS property that is one of
 * its own style props, an attribute that is a style prop and so never forwarded): the client
 * build gets them without those (web/scripts/chakra-prop-lists.ts says why the answers stay the
 * same; its test checks it), about 0.9 KiB gzip less in the entry chunk.
 */
function trimChakraPropLists(): Plugin {
  return {
    name: "trim-chakra-prop-lists",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: {
        id: /(@pandacss[\\/]is-valid-prop[\\/]dist[\\/]index\.mjs|@emotion[\\/]is-prop-valid[\\/]dist[\\/]emotion-is-prop-valid\.esm\.js)$/,
      },
      async handler(code, id) {
        const lists = await import("@tastemap/web/chakra-prop-lists");
        const trim = id.includes("pandacss") ? lists.trimCssProperties : lists.trimReactProps;
        return { code: trim(code), map: null };
      },
    },
  };
}

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
function smallPreloadHelper(): Plugin {
  let base = "/";
  return {
    name: "small-preload-helper",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
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

/**
 * The site's GROQ (web/src/lib/queries.ts, path-queries.ts, query-fragments.ts, page-queries/) is written
 * across indented lines for people; the bundles carry it on one line each, every run of
 * whitespace with a line break in it one space (whitespace between GROQ's tokens means
 * nothing, and no string in a query spans lines). The root layout's queries are in every
 * page's first load (issue 28: about 0.15 KiB gzip of indentation). Every template literal
 * of those modules is GROQ; typegen and the tests read the source as written.
 */
function compactGroq(): Plugin {
  return {
    name: "compact-groq",
    transform: {
      filter: {
        id: /web[\\/]src[\\/](lib[\\/](queries|path-queries|query-fragments|page-queries[\\/][a-z0-9-]+)|sections[\\/](projections|[a-z0-9-]+[\\/]projection))\.ts$/,
      },
      handler(code, id) {
        const edits: Array<{ start: number; end: number; text: string }> = [];
        new Visitor({
          TemplateElement(node) {
            // The element's span includes its delimiters (` and ${ or }); its text is inside.
            const { raw } = node.value;
            const start = code.indexOf(raw, node.start);
            if (start < 0 || start + raw.length > node.end) return;
            const text = raw.replace(/\s*\n\s*/g, " ");
            if (text !== raw) edits.push({ start, end: start + raw.length, text });
          },
        }).visit(parseSync(id, code).program);
        let compacted = code;
        for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
          compacted = compacted.slice(0, start) + text + compacted.slice(end);
        }
        return { code: compacted, map: null };
      },
    },
  };
}

/**
 * Development serves what production serves: every page request is rendered
 * by the same server entry the build prerenders with (web/src/entry-server.tsx,
 * loaded through Vite so edits apply on reload). Its asset manifest loads Vite's
 * client and React Refresh before the entry, as a build's manifest loads the
 * bundle (the router writes them, so hydration sees the same tags). Files,
 * modules and Vite's own URLs pass through; what counts as a page request is
 * scripts/lib/page-request.ts (curl's `Accept: *\/*` gets the page, as from the host).
 */
const DEV_MANIFEST = {
  routes: {
    __root__: {
      scripts: [
        {
          attrs: { type: "module" },
          children: [
            'import { injectIntoGlobalHook } from "/@react-refresh";',
            "injectIntoGlobalHook(window);",
            "window.$RefreshReg$ = () => {};",
            "window.$RefreshSig$ = () => (type) => type;",
            "window.__vite_plugin_react_preamble_installed__ = true;",
          ].join("\n"),
        },
        { attrs: { type: "module", src: "/@vite/client" } },
        { attrs: { type: "module", src: "/src/entry-client.tsx" } },
      ],
    },
  },
};

function devServerRendering(): Plugin {
  return {
    name: "dev-server-rendering",
    apply: "serve",
    configureServer(server) {
      return () => {
        server.middlewares.use(async (request, response, next) => {
          const url = request.originalUrl ?? request.url ?? "/";
          const { method } = request;
          if (!isPageRequest({ method, url, accept: request.headers.accept })) return next();
          try {
            const entry = (await server.ssrLoadModule(
              "/src/entry-server.tsx",
            )) as typeof import("@tastemap/web/entry-server");
            const page = await entry.render(url, DEV_MANIFEST);
            if (page.location) {
              response.writeHead(307, { location: page.location }).end();
              return;
            }
            response
              .writeHead(page.status, { "content-type": "text/html; charset=utf-8" })
              .end(method === "HEAD" ? undefined : page.html);
          } catch (error) {
            server.ssrFixStacktrace(error as Error);
            next(error);
          }
        });
      };
    },
  };
}

// The site is built from the same configuration `npm start` resolves, so local mode
// needs no .env and a real project fails here, at build time, naming what is missing.
export default defineConfig(({ command, mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ""), ...process.env };
  const config = readStackConfig(env);
  const define = Object.fromEntries(
    Object.entries(publicWebEnv(config)).map(([key, value]) => [
      `import.meta.env.${key}`,
      JSON.stringify(value),
    ]),
  );
  return {
    root: "web",
    // Pages are rendered by the router (dev: devServerRendering; build: scripts/prerender.ts).
    appType: "custom",
    envDir: "..",
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
        // A route's loader (its GROQ query) travels with its component: the
        // entry carries no page's query, only the route tree.
        codeSplittingOptions: {
          defaultBehavior: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
        },
        routesDirectory: "./src/routes",
        generatedRouteTree: "./src/routeTree.gen.ts",
        quoteStyle: "double",
        semicolons: true,
      }),
      react(),
      pureChakraAnatomies(),
      noChakraPreflight(),
      chakraGlobalsInTheHtml(),
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
    // The SSR build (scripts/build.ts) bundles its dependencies: it runs once, at
    // build time, and must not depend on how each package resolves under Node.
    // The dev server loads them from node_modules as Node does (faster restarts).
    ssr: { noExternal: command === "build" ? true : [] },
    build: {
      outDir: "../dist",
      emptyOutDir: true,
      // Kept for debugging but never linked from the bundles (nor served: firebase.json).
      sourcemap: "hidden",
      // scripts/lib/router-manifest.ts reads it: which chunks each route needs.
      manifest: true,
      modulePreload: false,
      rolldownOptions: {
        // No index.html: every page's HTML is rendered by the router (scripts/prerender.ts).
        input: path.resolve(import.meta.dirname, "web/src/entry-client.tsx"),
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
          codeSplitting: {
            // Everything the entry imports statically goes into ONE chunk. Without
            // this, every module shared by the entry and a lazy chunk (Heading,
            // Text, load-page, …) became its own tiny chunk, each compressed on its
            // own and each a request on the first load. Lazy chunks import what they
            // share with the entry from it.
            groups: [
              { name: "shell", tags: ["$initial"] },
              {
                // What every page fetches once hydrated and idle (live content, which catches up
                // with the build): one chunk. Not the revision check (content-check.ts), which
                // only a page whose build learnt no live event needs.
                name: "after-load",
                test: /web[\\/]src[\\/]lib[\\/]sanity[\\/](content-api|live-content|check-since-build)\.ts$/,
                includeDependenciesRecursively: false,
              },
              {
                // What live content loads at the first event that asks for a reload (and the
                // content client with the sync tags it records): one chunk.
                name: "live-refetch",
                test: /web[\\/]src[\\/]lib[\\/]sanity[\\/](live-refetch|sync-tags|coalesced-refetch)\.ts$/,
                includeDependenciesRecursively: false,
              },
              {
                name: "page-hero",
                test: /web[\\/]src[\\/]components[\\/](page-hero|section-intro)\.tsx$/,
              },
              {
                // What the sign-in and sign-up forms share (the form's state, its fields, the
                // CMS's error sentences): one file where it was five, each gzipped on its own.
                // Not the alert and the template, which the dashboard shares.
                name: "member-form",
                test: /web[\\/]src[\\/](features[\\/]members[\\/](use-member-form|member-form|credential-fields|text-field|use-firebase-warm-up|sign-up-errors)|lib[\\/]firebase[\\/](errors|stored-session))\.tsx?$/,
                includeDependenciesRecursively: false,
              },
              {
                // A legal page's text with Portable Text's renderer and React's compiler runtime
                // it uses: one file for what a legal page's text (and a rich-text section)
                // always loads together, at the visitor's first interaction (ADR 0037).
                name: "legal-body",
                test: /web[\\/]src[\\/](components[\\/]portable-text|features[\\/]legal[\\/]legal-body)\.tsx?$|node_modules[\\/](@portabletext[\\/](react|toolkit)|react[\\/]cjs[\\/]react-compiler-runtime|react[\\/]compiler-runtime)/,
                includeDependenciesRecursively: false,
              },
              {
                // The rest of a legal page, with its query: one file for what /terms and /privacy
                // load first.
                name: "legal-page",
                test: /web[\\/]src[\\/](features[\\/]legal[\\/](legal-page|legal-page-loader|load-legal-body|format-date)|lib[\\/]page-queries[\\/]legal-page)\.tsx?$/,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
});
