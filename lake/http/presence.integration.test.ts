/**
 * Studio's presence against a real lake: the unmodified @sanity/bifur-client, created the
 * way Studio creates it (`fromUrl(<api>/v2022-06-30/socket/<dataset>?tag=sanity.studio,
 * {token$})` over the Studio HTTPS listener), and raw `ws` sockets for what a hostile page
 * or a broken peer would send instead.
 */
import http from "node:http";
import net from "node:net";
import { ERROR_CODES, fromUrl } from "@sanity/bifur-client";
import { firstValueFrom, of, type Subscription } from "rxjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { LOCAL_USER_ID } from "../store/types";
import { raw, startLake, type TestLake, TOKEN } from "../testing/test-lake";
import { DEFAULT_PRESENCE_LIMITS } from "./presence";

const STUDIO = "http://localhost:3333";
const EVIL = "http://evil.example";
const SOCKET = "/v2022-06-30/socket";
const HEARTBEAT_MS = 150;

let t: TestLake;
let secureBase = "";
let plainBase = "";
const subscriptions: Subscription[] = [];
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await startLake({
    httpsPort: 0,
    corsOrigins: [STUDIO],
    presence: { heartbeatMs: HEARTBEAT_MS, authTimeoutMs: 500 },
  });
  secureBase = `wss://localhost:${t.lake.httpsPort}${SOCKET}`;
  plainBase = `${t.lake.url.replace(/^http/, "ws")}${SOCKET}`;
  // bifur-client opens `new globalThis.WebSocket(url)`: Studio's browser, here with its Origin.
  const certificate = t.lake.certificate;
  class StudioWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { origin: STUDIO }, ca: certificate });
    }
  }
  (globalThis as { WebSocket?: unknown }).WebSocket = StudioWebSocket;
});
afterAll(async () => {
  for (const subscription of subscriptions) subscription.unsubscribe();
  for (const socket of sockets) socket.terminate();
  await t.stop();
});

/** A Studio tab's bifur client (`getBifurClient` in sanity's sources). */
function studioBifur(options: { token?: string; dataset?: string } = {}) {
  const url = `${secureBase}/${options.dataset ?? "production"}?tag=sanity.studio`;
  const token = options.token ?? TOKEN;
  return fromUrl(url, token ? { token$: of(token) } : {});
}

type Event = { type: string; i: string; [key: string]: unknown };

/** Listens as Studio's presence store does, collecting events; the promise rejects on close. */
function listen(bifur: ReturnType<typeof studioBifur>) {
  const events: Event[] = [];
  let failure: unknown;
  const subscription = bifur.listen("presence").subscribe({
    next: (event) => events.push(event as Event),
    error: (error) => {
      failure = error;
    },
  });
  subscriptions.push(subscription);
  return { events, subscription, failure: () => failure };
}

async function until<T>(probe: () => T | undefined, what: string, ms = 3_000): Promise<T> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** Waits until `tab` hears that `session` left (a `disconnect` event naming it). */
function disconnectOf(tab: { events: Event[] }, session: string, what: string, ms?: number) {
  return until(
    () =>
      tab.events.find(
        (event) =>
          event.type === "disconnect" && (event.m as { session: string }).session === session,
      ),
    what,
    ms,
  );
}

/** A raw socket: the handshake's HTTP status, or the open socket. */
function connect(
  url: string,
  headers: Record<string, string> = { origin: STUDIO },
): Promise<{ status: number; socket?: WebSocket; body?: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers, ca: t.lake.certificate });
    sockets.push(socket);
    socket.on("open", () => resolve({ status: 101, socket }));
    socket.on("unexpected-response", (_req, response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    socket.on("error", (error) => {
      if (socket.readyState === WebSocket.CLOSED) return;
      reject(error);
    });
  });
}

async function open(url = `${plainBase}/production`): Promise<WebSocket> {
  const { socket, status } = await connect(url);
  if (!socket) throw new Error(`handshake answered ${status}`);
  return socket;
}

/** Frames a raw socket receives (the heartbeat left out), and its close code once closed. */
function record(socket: WebSocket) {
  const frames: { id?: unknown; result?: unknown; error?: { code: number; message: string } }[] =
    [];
  const closed: { code?: number; reason?: string } = {};
  socket.on("message", (data) => {
    const text = data.toString();
    if (text !== "\u2665") frames.push(JSON.parse(text));
  });
  socket.on("close", (code, reason) => {
    closed.code = code;
    closed.reason = reason.toString();
  });
  return { frames, closed };
}

function rpc(socket: WebSocket, id: string, method: string, params: unknown = {}): void {
  socket.send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));
}

async function authorized(): Promise<{ socket: WebSocket; log: ReturnType<typeof record> }> {
  const socket = await open();
  const log = record(socket);
  rpc(socket, "auth", "authorization", { authorization: `Bearer ${TOKEN}`, apiVersion: "v1" });
  await until(() => log.frames.find((frame) => frame.id === "auth"), "authorization");
  return { socket, log };
}

const location = (documentId: string) => ({
  type: "document",
  documentId,
  path: ["title"],
  lastActiveAt: new Date().toISOString(),
});

describe("presence between two Studio tabs (unmodified bifur-client)", () => {
  it("tells B where A is, passes on a roll call, and reports A's disconnect", async () => {
    const bifurA = studioBifur();
    const bifurB = studioBifur();
    const a = listen(bifurA);
    const b = listen(bifurB);
    // Requests go out after the subscription on the same socket, so once a roll call is
    // answered, that tab's subscription is in place.
    expect(await firstValueFrom(bifurA.request("presence_rollcall", { session: "sessionA" }))).toBe(
      true,
    );
    await firstValueFrom(bifurB.request("presence_rollcall", { session: "sessionB" }));

    const locations = [location("city-lisbon")];
    await firstValueFrom(
      bifurA.request("presence_announce", { data: { locations, sessionId: "sessionA" } }),
    );
    const state = await until(
      () => b.events.find((event) => event.type === "state"),
      "B to hear A's state",
    );
    expect(state).toEqual({
      type: "state",
      i: LOCAL_USER_ID,
      m: { sessionId: "sessionA", locations },
    });
    // A never hears itself.
    expect(a.events.some((event) => event.type === "state")).toBe(false);

    await firstValueFrom(bifurB.request("presence_rollcall", { session: "sessionB" }));
    expect(
      await until(
        () => a.events.find((event) => event.type === "rollCall" && event.session === "sessionB"),
        "A to hear B's roll call",
      ),
    ).toEqual({ type: "rollCall", i: LOCAL_USER_ID, session: "sessionB" });

    await firstValueFrom(bifurB.request("presence_disconnect", { session: "sessionB" }));
    expect(
      await until(
        () => a.events.find((event) => event.type === "disconnect"),
        "A to hear B's goodbye",
      ),
    ).toEqual({ type: "disconnect", i: LOCAL_USER_ID, m: { session: "sessionB" } });

    // Closing A's tab (its last subscription gone, bifur-client closes the socket) is
    // A's disconnect, as the lake sees it. bifur-client 2 closes it 5 s after the last
    // subscription ends (a tab that subscribes again at once keeps its socket).
    a.subscription.unsubscribe();
    expect(await disconnectOf(b, "sessionA", "B to hear that A closed", 10_000)).toEqual({
      type: "disconnect",
      i: LOCAL_USER_ID,
      m: { session: "sessionA" },
    });
    expect(b.failure()).toBeUndefined();
  });

  it("reports a closed socket's sessions as disconnected", async () => {
    const bifurB = studioBifur();
    const b = listen(bifurB);
    await firstValueFrom(bifurB.request("presence_rollcall", { session: "watcher" }));
    const { socket } = await authorized();
    rpc(socket, "hi", "presence_announce", {
      data: { sessionId: "leaving", locations: [location("city-porto")] },
    });
    await until(() => b.events.find((event) => event.type === "state"), "the announce");
    socket.close();
    expect(
      await until(
        () => b.events.find((event) => event.type === "disconnect"),
        "the closed socket's disconnect",
      ),
    ).toEqual({ type: "disconnect", i: LOCAL_USER_ID, m: { session: "leaving" } });
  });

  it("sends the heartbeat bifur-client reads as 'connected'", async () => {
    const socket = await open();
    const beat = await new Promise<string>((resolve) =>
      socket.on("message", (data) => resolve(data.toString())),
    );
    expect(beat).toBe("\u2665");
    socket.close();
  });
});

describe("refusals", () => {
  it("refuses a foreign Origin with 403 before the handshake, on both listeners", async () => {
    for (const base of [plainBase, secureBase]) {
      const refused = await connect(`${base}/production`, { origin: EVIL });
      expect(refused.status).toBe(403);
      expect(refused.body).toContain("LAKE_CORS_ORIGINS");
      const sandboxed = await connect(`${base}/production`, { origin: "null" });
      expect(sandboxed.status).toBe(403);
    }
  });

  it("gives a tab without a token, or with a wrong one, nothing (4001)", async () => {
    for (const token of ["", "wrong-token"]) {
      const bifur = studioBifur({ token });
      const error = await firstValueFrom(bifur.listen("presence")).catch((e: unknown) => e);
      expect(error).toMatchObject({ type: "CONNECTION_CLOSED", code: ERROR_CODES.UNAUTHORIZED });
    }
    // On a raw socket: the JSON-RPC error, then the close.
    const socket = await open();
    const log = record(socket);
    rpc(socket, "1", "presence_subscribe");
    await until(() => log.closed.code, "the close");
    expect(log.closed.code).toBe(4001);
    expect(log.frames[0]).toMatchObject({ id: "1", error: { code: 4001 } });
    // A bad Authorization header on the upgrade is a 401 before the handshake.
    const header = await connect(`${plainBase}/production`, {
      origin: STUDIO,
      authorization: "Bearer nope",
    });
    expect(header.status).toBe(401);
  });

  it("closes a socket that never authorises (4001) and one on an unknown dataset (4004)", async () => {
    const silent = await open();
    const log = record(silent);
    await until(() => log.closed.code, "the auth timeout");
    expect(log.closed.code).toBe(4001);

    const bifur = studioBifur({ dataset: "nope" });
    const error = await firstValueFrom(bifur.listen("presence")).catch((e: unknown) => e);
    expect(error).toMatchObject({ type: "CONNECTION_CLOSED", code: ERROR_CODES.NOT_FOUND });
  });

  it("answers malformed JSON and invalid params with JSON-RPC errors, and keeps the socket", async () => {
    const { socket, log } = await authorized();
    socket.send("{not json");
    socket.send(JSON.stringify([1, 2]));
    rpc(socket, "m", "presence_teleport");
    rpc(socket, "p1", "presence_announce", { data: { sessionId: "s", locations: "everywhere" } });
    rpc(socket, "p2", "presence_announce", { data: { sessionId: "s", locations: [1] } });
    rpc(socket, "p3", "presence_announce", { data: { sessionId: "../x", locations: [] } });
    rpc(socket, "p4", "presence_announce", {
      data: { sessionId: "s", locations: [{ documentId: "x".repeat(5_000) }] },
    });
    rpc(socket, "p5", "presence_unsubscribe", { subscriptionId: "nope" });
    rpc(socket, "ok", "presence_announce", { data: { sessionId: "s", locations: [] } });
    await until(() => log.frames.find((frame) => frame.id === "ok"), "the valid request");
    const codes = log.frames.slice(1).map((frame) => frame.error?.code ?? "ok");
    expect(codes).toEqual([
      ERROR_CODES.PARSE_ERROR,
      ERROR_CODES.INVALID_REQUEST,
      ERROR_CODES.METHOD_NOT_FOUND,
      ERROR_CODES.INVALID_PARAMS,
      ERROR_CODES.INVALID_PARAMS,
      ERROR_CODES.INVALID_PARAMS,
      ERROR_CODES.INVALID_PARAMS,
      ERROR_CODES.SUBSCRIPTION_NOT_FOUND,
      "ok",
    ]);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });

  it("caps the sessions one socket speaks for, and refuses another socket's session", async () => {
    const { socket, log } = await authorized();
    const max = DEFAULT_PRESENCE_LIMITS.maxSessionsPerSocket;
    for (let i = 0; i <= max; i++) rpc(socket, `s${i}`, "presence_rollcall", { session: `s${i}` });
    const last = await until(() => log.frames.find((frame) => frame.id === `s${max}`), "cap");
    expect(last.error?.code).toBe(ERROR_CODES.INVALID_PARAMS);

    const other = await authorized();
    rpc(other.socket, "steal", "presence_disconnect", { session: "s0" });
    const stolen = await until(
      () => other.log.frames.find((frame) => frame.id === "steal"),
      "the refusal",
    );
    expect(stolen.error?.code).toBe(ERROR_CODES.INVALID_PARAMS);
    socket.close();
    other.socket.close();
  });

  it("closes a socket that sends a frame over 64 KB (1009), and the lake answers on", async () => {
    const { socket, log } = await authorized();
    socket.send("x".repeat(DEFAULT_PRESENCE_LIMITS.maxPayload + 1));
    await until(() => log.closed.code, "the close");
    expect(log.closed.code).toBe(1009);
    expect((await raw(t.lake, "/v1/ping")).status).toBe(200);
  });

  it("keeps answering HTTP queries while a socket floods it, then closes the flood (1008)", async () => {
    const { socket, log } = await authorized();
    const frame = JSON.stringify({
      jsonrpc: "2.0",
      id: "f",
      method: "presence_announce",
      params: { data: { sessionId: "flood", locations: [location("x".repeat(2_000))] } },
    });
    let sending = true;
    const flood = (async () => {
      while (sending && socket.readyState === WebSocket.OPEN) {
        for (let i = 0; i < 200; i++) socket.send(frame);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const timings: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      const response = await raw(t.lake, "/v1/data/query/production?query=count(*)");
      expect(response.status).toBe(200);
      timings.push(performance.now() - started);
    }
    await until(() => log.closed.code, "the flood's close");
    sending = false;
    await flood;
    expect(log.closed.code).toBe(1008);
    expect(log.frames.some((f) => f.error?.code === -32000)).toBe(true);
    // Generous against a loaded machine: the point is that nothing waits on the flood.
    expect(Math.max(...timings)).toBeLessThan(2_000);
  });

  it("drops a half-open peer that stops answering pings, and says its session is gone", async () => {
    const bifurB = studioBifur();
    const b = listen(bifurB);
    await firstValueFrom(bifurB.request("presence_rollcall", { session: "observer" }));
    // A hand-made client: it completes the handshake, announces, then ignores everything.
    const port = Number(new URL(t.lake.url).port);
    const peer = net.connect(port, "127.0.0.1");
    peer.on("error", () => undefined);
    await new Promise((resolve) => peer.once("connect", resolve));
    peer.write(
      `GET ${SOCKET}/production HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${Buffer.from("0123456789abcdef").toString("base64")}\r\nSec-WebSocket-Version: 13\r\nOrigin: ${STUDIO}\r\nAuthorization: Bearer ${TOKEN}\r\n\r\n`,
    );
    await new Promise((resolve) => peer.once("data", resolve));
    peer.write(
      maskedTextFrame(
        JSON.stringify({
          jsonrpc: "2.0",
          id: "1",
          method: "presence_announce",
          params: { data: { sessionId: "halfopen", locations: [] } },
        }),
      ),
    );
    const closed = new Promise((resolve) => peer.once("close", resolve));
    expect(await disconnectOf(b, "halfopen", "the half-open peer's disconnect")).toMatchObject({
      type: "disconnect",
      m: { session: "halfopen" },
    });
    await closed;
  });
});

describe("caps on open sockets", () => {
  it("holds each client to its share and the lake to its total, and a refused handshake keeps no place", async () => {
    const SITE = "http://localhost:5173";
    const own = await startLake({
      corsOrigins: [STUDIO, SITE],
      presence: { maxSocketsPerClient: 2, maxSockets: 4 },
    });
    try {
      const url = `${own.lake.url.replace(/^http/, "ws")}${SOCKET}/production`;
      const from = (origin?: string) => connect(url, origin ? { origin } : {});
      /** The lake hears a close a moment after the peer sends it: retry until it has. */
      const opensSoon = async (origin: string) => {
        for (let tries = 0; tries < 50; tries++) {
          if ((await from(origin)).status === 101) return true;
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
        return false;
      };
      const [a1, a2] = [await from(STUDIO), await from(STUDIO)];
      expect([a1.status, a2.status]).toEqual([101, 101]);
      expect(await from(STUDIO)).toMatchObject({ status: 429 });

      // A closed socket gives its place back.
      a1.socket?.close();
      expect(await opensSoon(STUDIO)).toBe(true);

      // Handshakes ws itself refuses (no Sec-WebSocket-Key: 400) hold nothing afterwards.
      const { port } = new URL(own.lake.url);
      for (let i = 0; i < 3; i++) {
        const answer = await new Promise<string>((resolve, reject) => {
          const socket = net.connect(Number(port), "127.0.0.1", () =>
            socket.write(
              `GET ${SOCKET}/production HTTP/1.1\r\nHost: localhost\r\nOrigin: ${SITE}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n`,
            ),
          );
          let text = "";
          socket.on("data", (chunk) => {
            text += chunk.toString();
          });
          socket.on("close", () => resolve(text));
          socket.on("error", reject);
        });
        expect(answer).toMatch(/^HTTP\/1\.1 400/);
      }
      expect(await opensSoon(SITE)).toBe(true);
      expect((await from(SITE)).status).toBe(101);
      // Four open now (two per origin): any further client finds the lake full.
      expect(await from()).toMatchObject({ status: 503 });
    } finally {
      await own.stop();
    }
  });
});

describe("other upgrades", () => {
  it("answers a request asking for another protocol (curl --http2's h2c) as plain HTTP", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.get(`${t.lake.url}/v1/ping`, {
        headers: { connection: "Upgrade, HTTP2-Settings", upgrade: "h2c", "http2-settings": "" },
      });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("upgrade", () => reject(new Error("upgraded")));
      request.on("error", reject);
    });
    expect(status).toBe(200);
  });
});

describe("closing", () => {
  it("closes sockets with 4004 when their dataset is deleted, and with 1001 on shutdown", async () => {
    const own = await startLake({ corsOrigins: [STUDIO] });
    try {
      await own.client.datasets.create("scratch");
      const base = `${own.lake.url.replace(/^http/, "ws")}${SOCKET}`;
      const scratch = new WebSocket(`${base}/scratch`, { headers: { origin: STUDIO } });
      const production = new WebSocket(`${base}/production`, { headers: { origin: STUDIO } });
      const scratchLog = record(scratch);
      const productionLog = record(production);
      await Promise.all(
        [scratch, production].map((s) => new Promise((resolve) => s.once("open", resolve))),
      );
      await own.client.datasets.delete("scratch");
      await until(() => scratchLog.closed.code, "the delete's close");
      expect(scratchLog.closed.code).toBe(4004);
      expect(production.readyState).toBe(WebSocket.OPEN);

      const started = Date.now();
      await own.stop();
      await until(() => productionLog.closed.code, "the shutdown's close");
      expect(productionLog.closed.code).toBe(1001);
      expect(Date.now() - started).toBeLessThan(DEFAULT_PRESENCE_LIMITS.closeGraceMs + 2_000);
    } finally {
      await own.stop();
    }
  });
});

/** One client-to-server text frame (masked, as RFC 6455 requires of clients). */
function maskedTextFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const mask = Buffer.from([1, 2, 3, 4]);
  const header =
    payload.length < 126
      ? Buffer.from([0x81, 0x80 | payload.length])
      : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  const masked = Buffer.from(payload.map((byte, i) => byte ^ (mask[i % 4] ?? 0)));
  return Buffer.concat([header, mask, masked]);
}
