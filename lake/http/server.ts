/**
 * From a socket to a handler: the dispatcher every listener (HTTP/1.1 and the Studio's
 * HTTP/2) hands requests to, which routes them, identifies the caller and turns thrown
 * errors into Sanity-shaped answers; and `listen`, which names a taken port.
 */
import http from "node:http";
import type http2 from "node:http2";
import type { AddressInfo, Socket } from "node:net";
import type { Duplex } from "node:stream";
import { boom, HttpError, notFound } from "../core/errors";
import type { LakeServices } from "../services";
import { identify } from "./auth";
import { isAllowedOrigin, preflight, refuseOrigin } from "./cors";
import { asRes, type Exchange, type Req, type Res, sendJson } from "./exchange";
import { hostRefusal, refusedHost } from "./hosts";
import { match, type Route, stripVersion } from "./router";

/** Thrown when a port is taken (`code` = EADDRINUSE), so callers can name the env var. */
export class LakePortError extends Error {
  constructor(
    readonly port: number,
    readonly which: "http" | "https",
  ) {
    super(`port ${port} is already in use`);
  }
}

export function createDispatcher(lake: LakeServices, table: Route[]) {
  const log = lake.log;
  return async (req: Req, res: Res, studio: boolean): Promise<void> => {
    const method = (req.method ?? "GET").toUpperCase();
    const ctx: Exchange = { req, res, method, path: "/", url: new URL("http://lake/"), studio };
    try {
      ctx.url = new URL(req.url ?? "/", "http://lake");
      ctx.path = stripVersion(ctx.url.pathname);
      // First of all: a foreign Host is a page that rebound its name to loopback (hosts.ts).
      const host = refusedHost(req, lake.allowedHosts);
      if (host !== undefined) {
        refuseHost(ctx, hostRefusal(host, lake.allowedHosts));
        return;
      }
      if (!isAllowedOrigin(req, lake.corsOrigins)) {
        refuseOrigin(ctx, lake.corsOrigins);
        return;
      }
      if (method === "OPTIONS") {
        preflight(ctx);
        return;
      }
      const found = match(table, method, ctx.path);
      if (!found)
        throw boom(
          404,
          "Not Found",
          `No route for ${method} ${ctx.url.pathname} in the local lake`,
        );
      if ("allowed" in found) {
        throw new HttpError(405, {
          error: "Method Not Allowed",
          message: `Use ${found.allowed.join(", ")}`,
          statusCode: 405,
        });
      }
      if (!found.route.whileOpening) await lake.opened;
      // Every `/projects/:projectId/...` and asset path names the project: one check here.
      const { projectId } = found.params;
      if (projectId !== undefined && projectId !== lake.projectId) {
        throw notFound(`Project "${projectId}" not found (this lake serves "${lake.projectId}")`);
      }
      const principal = identify(ctx, lake.auth);
      await found.route.handler({ ...ctx, lake, principal, params: found.params });
    } catch (error) {
      if (error instanceof HttpError) {
        if (!res.headersSent) sendJson(ctx, error.status, error.body);
        else res.end();
        return;
      }
      log(`lake: ${method} ${req.url}: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) {
        sendJson(ctx, 500, {
          error: "Internal Server Error",
          message: (error as Error).message,
          statusCode: 500,
        });
      } else {
        res.end();
      }
    }
  };
}

/** The 403 for a foreign Host: no CORS headers, so the page cannot even read why. */
function refuseHost(exchange: Exchange, message: string): void {
  const text = JSON.stringify({ error: "Forbidden", message, statusCode: 403 });
  exchange.res.writeHead(403, {
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(text)),
  });
  exchange.res.end(text);
}

type Dispatch = ReturnType<typeof createDispatcher>;

/**
 * A listener with an `upgrade` listener hands it every request that carries `Upgrade`, not
 * only WebSockets: `curl --http2` on plain HTTP asks for `h2c` on every request. Those are
 * answered as the plain HTTP/1.1 requests they also are, as before the lake took WebSockets.
 */
export function serveIgnoringUpgrade(
  dispatch: Dispatch,
  req: http.IncomingMessage,
  socket: Duplex,
  studio: boolean,
): void {
  socket.on("error", () => socket.destroy());
  const res = new http.ServerResponse(req);
  res.shouldKeepAlive = false;
  res.assignSocket(socket as Socket);
  res.once("finish", () => {
    res.detachSocket(socket as Socket);
    socket.end();
  });
  void dispatch(req, asRes(res), studio);
}

/**
 * How long an idle keep-alive connection stays open: longer than the clients' own idle
 * timeouts (Node's agent 5 s, undici 4 s unless told more, agentkeepalive 4-15 s, nginx's
 * upstream 60 s), so it is always the client that lets an idle socket go. With Node's 5 s
 * default, a client reusing a socket just as the lake closed it got "socket hang up"
 * (@sanity/import under load). Sent as `Keep-Alive: timeout=75`, which undici follows.
 */
const KEEP_ALIVE_TIMEOUT_MS = 75_000;
/**
 * Longest wait for a request's headers: above the keep-alive timeout (a headers timer that
 * fires before it once cut reused sockets), still a bound for a client that never finishes
 * its headers.
 */
const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 5_000;

export function listen(
  server: http.Server | http2.Http2SecureServer,
  port: number,
  host: string,
  which: "http" | "https",
): Promise<number> {
  if (server instanceof http.Server) {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = HEADERS_TIMEOUT_MS;
  }
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      reject(error.code === "EADDRINUSE" ? new LakePortError(port, which) : error);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, host);
  });
}
