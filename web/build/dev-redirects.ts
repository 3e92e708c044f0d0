/**
 * The dev server's half of "the redirects published in Studio" (ADR 0050): a Vite plugin
 * that answers an old address with its redirect, as the host does from the build's
 * firebase.dist.json (hosting-redirects.ts), but read live from the lake, so a redirect
 * published a moment ago works without a restart. The list is kept for a couple of seconds:
 * a page load's many requests ask the lake once.
 *
 * A plugin of web/vite.config.ts, which the root's vite.config.ts loads by package name, so
 * Node may load this module with type stripping: erasable TypeScript, and the `.ts` of every
 * relative import named.
 */
import type { SanityClient } from "@sanity/client";
import type { Connect, Plugin } from "vite";
import { CMS_REDIRECTS_QUERY, type CmsRedirect, hostingRedirect } from "./cms-redirects.ts";
import { type LakeTarget, lakeReadClient } from "./lake-client.ts";

/** How long a list read from the lake is used before it is read again. */
const CACHE_MS = 2_000;

/** Where a request for `url` goes (the host's way: the request's query is kept), or undefined. */
export function redirectFor(
  url: string,
  redirects: CmsRedirect[],
): { location: string; status: 301 | 302 } | undefined {
  const [pathname = "/", query] = url.split(/\?(.*)/s);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const found = redirects.find((redirect) => redirect.from === path);
  if (!found) return undefined;
  const { destination, type } = hostingRedirect(found);
  const location = query
    ? `${destination}${destination.includes("?") ? "&" : "?"}${query}`
    : destination;
  return { location, status: type };
}

/** The published redirects, read at most once per CACHE_MS; the last list while the lake is away. */
function cachedRedirects(client: SanityClient, warn: (message: string) => void) {
  let list: CmsRedirect[] = [];
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<CmsRedirect[]> | undefined;
  return () => {
    if (Date.now() - readAt < CACHE_MS) return Promise.resolve(list);
    reading ??= client
      .fetch<CmsRedirect[]>(CMS_REDIRECTS_QUERY)
      .then(
        (read) => {
          list = read;
          return list;
        },
        (error: unknown) => {
          warn(
            `redirects from Studio: the lake did not answer (${String(error)}); using the last list`,
          );
          return list;
        },
      )
      .finally(() => {
        readAt = Date.now();
        reading = undefined;
      });
    return reading;
  };
}

export function redirectsFromStudio(config: LakeTarget): Plugin {
  return {
    name: "redirects-from-studio",
    apply: "serve",
    configureServer(server) {
      const redirects = cachedRedirects(lakeReadClient(config), (message) =>
        server.config.logger.warn(message, { timestamp: true }),
      );
      // Before Vite's own middlewares and the page rendering: the host redirects first too.
      const middleware: Connect.NextHandleFunction = (request, response, next) => {
        if (request.method !== "GET" && request.method !== "HEAD") return next();
        const url = request.originalUrl ?? request.url ?? "/";
        redirects().then((list) => {
          const found = redirectFor(url, list);
          if (!found) return next();
          response.writeHead(found.status, { location: found.location }).end();
        }, next);
      };
      server.middlewares.use(middleware);
    },
  };
}
