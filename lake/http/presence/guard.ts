/**
 * The door to `/socket/:dataset` (`wss://<lake>/v2022-06-30/socket/<dataset>`, Studio's
 * presence). WebSockets ignore CORS, so everything the HTTP dispatcher checks is checked here,
 * before the handshake, on the raw socket: the Host (loopback names, 403), the path, the
 * Origin (same list as HTTP, 403), an
 * Authorization header if one is sent (401), and the caps on open sockets (503 overall, 429
 * per client). After the handshake an unknown dataset is closed with 4004 and everything
 * else is the connection's business.
 */
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type WebSocket, WebSocketServer } from "ws";
import { HttpError } from "../../core/errors";
import type { LakeServices } from "../../services";
import { bearer, LOCAL_USER_ID } from "../auth";
import { ClientSlots, clientKey } from "../client-slots";
import { isAllowedOrigin } from "../cors";
import { rawJsonAnswer } from "../exchange";
import { hostRefusal, refusedHost } from "../hosts";
import { stripVersion } from "../router";
import { PresenceConnection } from "./connection";
import { PresenceHub } from "./hub";
import { DEFAULT_PRESENCE_LIMITS, type PresenceLimits } from "./limits";
import { CLOSE } from "./protocol";

export interface Presence {
  /** The listeners' `upgrade` event (both the HTTP and the Studio HTTPS listener). */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every socket with 1001, waiting a moment for the peers' close frames. */
  close(): Promise<void>;
}

const SOCKET_PATH = /^\/socket\/([^/]+)$/;

export function createPresence(
  lake: LakeServices,
  overrides: Partial<PresenceLimits> = {},
): Presence {
  const limits = { ...DEFAULT_PRESENCE_LIMITS, ...overrides };
  const hub = new PresenceHub();
  // No server of its own: the lake's listeners hand it upgrades they have checked.
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxPayload });
  const open = new Set<WebSocket>();
  const perClient = new ClientSlots();
  let closing = false;

  const authenticate = (token: string) => (token === lake.auth.token ? LOCAL_USER_ID : undefined);

  const refuse = (socket: Duplex, status: number, error: string, message: string) => {
    if (socket.writable) socket.end(rawJsonAnswer(status, error, message));
    else socket.destroy();
  };

  function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    // A peer that resets mid-handshake must not become an unhandled 'error'.
    socket.on("error", () => socket.destroy());
    const host = refusedHost(req, lake.allowedHosts);
    if (host !== undefined) {
      refuse(socket, 403, "Forbidden", hostRefusal(host, lake.allowedHosts));
      return;
    }
    const url = new URL(req.url ?? "/", "http://lake");
    const found = SOCKET_PATH.exec(stripVersion(url.pathname));
    if (!found?.[1] || String(req.headers.upgrade).toLowerCase() !== "websocket") {
      refuse(socket, 404, "Not Found", `No WebSocket at ${url.pathname} in the local lake`);
      return;
    }
    // Dataset names are [a-z0-9_-]: anything else simply is not found (4004).
    const dataset = found[1];
    if (!isAllowedOrigin(req, lake.corsOrigins)) {
      refuse(
        socket,
        403,
        "Forbidden",
        `Origin ${String(req.headers.origin)} may not call this lake (LAKE_CORS_ORIGINS)`,
      );
      return;
    }
    if (closing) {
      refuse(socket, 503, "Service Unavailable", "The lake is shutting down");
      return;
    }
    let userId: string | undefined;
    try {
      const token = bearer(req);
      if (token !== undefined) {
        userId = authenticate(token);
        if (!userId) throw new HttpError(401, { message: "Session not found" });
      }
    } catch (error) {
      refuse(socket, 401, "Unauthorized", (error as Error).message);
      return;
    }
    if (open.size >= limits.maxSockets) {
      refuse(socket, 503, "Service Unavailable", `The lake holds ${open.size} sockets already`);
      return;
    }
    const client = clientKey(req);
    const release = perClient.claim(client, limits.maxSocketsPerClient);
    if (!release) {
      refuse(
        socket,
        429,
        "Too Many Requests",
        `This client already has ${perClient.held(client)} presence sockets (the limit is ${limits.maxSocketsPerClient})`,
      );
      return;
    }
    // The place is given back when the connection ends, whether the handshake completes or
    // not (ws answers a malformed one, 400, itself and never calls back).
    socket.once("close", release);
    wss.handleUpgrade(req, socket, head, (ws) => {
      open.add(ws);
      // ws reports oversized frames and protocol errors here, then closes (1009, 1002).
      ws.on("error", () => undefined);
      ws.on("close", () => {
        open.delete(ws);
        release();
      });
      if (closing) {
        ws.close(1001, "The lake is shutting down");
        return;
      }
      if (!lake.datasets.has(dataset)) {
        ws.close(CLOSE.NOT_FOUND, "Dataset not found");
        return;
      }
      // A deleted dataset takes its presence with it, as its listeners.
      const off = lake.datasets.get(dataset).onClose(() => {
        ws.close(CLOSE.NOT_FOUND, "Dataset deleted");
      });
      ws.on("close", off);
      new PresenceConnection(ws, { hub, limits, dataset, authenticate, userId });
    });
  }

  async function close(): Promise<void> {
    closing = true;
    const waits = [...open].map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === ws.CLOSED) {
            resolve();
            return;
          }
          ws.once("close", () => resolve());
          ws.close(1001, "The lake is shutting down");
        }),
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(waits),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, limits.closeGraceMs);
      }),
    ]);
    clearTimeout(timer);
    // Peers that did not answer the close frame in time are cut off.
    for (const ws of open) ws.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  }

  return { upgrade, close };
}
