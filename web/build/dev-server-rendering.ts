import type { Plugin } from "vite";
import { isPageRequest } from "./page-request.ts";

/**
 * Development serves what production serves: every page request is rendered
 * by the same server entry the build prerenders with (web/src/entry-server.tsx,
 * loaded through Vite so edits apply on reload). Its asset manifest loads Vite's
 * client and React Refresh before the entry, as a build's manifest loads the
 * bundle (the router writes them, so hydration sees the same tags). Files,
 * modules and Vite's own URLs pass through; what counts as a page request is
 * page-request.ts (curl's `Accept: *\/*` gets the page, as from the host).
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

export function devServerRendering(): Plugin {
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
            )) as typeof import("../src/entry-server.tsx");
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
