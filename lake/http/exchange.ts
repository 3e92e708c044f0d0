/**
 * Small HTTP helpers shared by the HTTP/1.1 and the HTTP/2 (Studio) listeners. The two
 * request/response classes share the compatibility API used here, so handlers take either.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Http2ServerRequest, Http2ServerResponse } from "node:http2";
import { badRequest, boom } from "../core/errors";
import { jsonDepth, MAX_JSON_DEPTH } from "../core/json";

export type Req = IncomingMessage | Http2ServerRequest;

/**
 * The part of the response API that http1 `ServerResponse` and `Http2ServerResponse`
 * share (a union of the two classes is not callable because of their overloads).
 */
export interface Res {
  readonly headersSent: boolean;
  readonly writableEnded: boolean;
  writeHead(status: number, headers?: Record<string, string>): unknown;
  write(chunk: string | Buffer): boolean;
  end(chunk?: string | Buffer): unknown;
  on(event: "close", listener: () => void): unknown;
  /** For streamed answers: wait for the socket to drain (or go away). */
  once(event: "drain" | "close", listener: () => void): unknown;
}

/** Narrows the node classes to `Res` (checked once here instead of at every call). */
export function asRes(res: ServerResponse | Http2ServerResponse): Res {
  return res as unknown as Res;
}

/** One HTTP request and its response, as both listeners hand them over. */
export interface Exchange {
  req: Req;
  res: Res;
  method: string;
  /** Path without the `/v<apiVersion>` prefix, e.g. `/data/query/production`. */
  path: string;
  url: URL;
  /** True when the request came in on the Studio (HTTPS/HTTP2) listener. */
  studio: boolean;
}

/** Mutation payloads can carry whole datasets (imports); assets can be big photos. */
const JSON_LIMIT = 64 * 1024 * 1024;
export const ASSET_LIMIT = 256 * 1024 * 1024;

/** CORS headers for a request the dispatcher let through (its origin, if any, is allowed). */
export function corsHeaders(req: Req): Record<string, string> {
  const origin = req.headers.origin;
  // Credentials are only allowed with an explicit origin, never with `*`.
  return origin
    ? {
        "access-control-allow-origin": String(origin),
        "access-control-allow-credentials": "true",
        vary: "Origin",
      }
    : { "access-control-allow-origin": "*" };
}

export function sendJson(
  ctx: Exchange,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
): void {
  sendJsonParts(ctx, status, [JSON.stringify(body)], extra);
}

/**
 * A 200-style JSON answer whose text is already written, in parts (a query worker's result
 * chunks between the envelope's fields): sent part by part, never joined or re-encoded.
 */
export function sendJsonParts(
  ctx: Exchange,
  status: number,
  parts: (string | Uint8Array)[],
  extra: Record<string, string> = {},
): void {
  const chunks = parts.map((part) => (typeof part === "string" ? Buffer.from(part) : part));
  const length = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  if (ctx.res.headersSent) {
    ctx.res.end();
    return;
  }
  ctx.res.writeHead(status, {
    ...corsHeaders(ctx.req),
    "content-type": "application/json; charset=utf-8",
    "content-length": String(length),
    ...extra,
  });
  if (ctx.method !== "HEAD") {
    for (const chunk of chunks) ctx.res.write(chunk as Buffer);
  }
  ctx.res.end();
}

export function sendNoContent(ctx: Exchange): void {
  ctx.res.writeHead(204, corsHeaders(ctx.req));
  ctx.res.end();
}

/** Reads the whole body, refusing (413) anything over `limit` bytes. */
export async function readBody(req: Req, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? "0");
  if (declared > limit)
    throw boom(413, "Payload Too Large", `Request body is larger than ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer | string>) {
    const buf = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    size += buf.length;
    if (size > limit)
      throw boom(413, "Payload Too Large", `Request body is larger than ${limit} bytes`);
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/** Reads a JSON body; malformed JSON is the client's fault (400), never a 500. */
export async function readJson(req: Req): Promise<unknown> {
  // A body of another type (or none) is what a foreign page can send without a preflight
  // (text/plain, forms): refused before it is read, so only a preflighted call gets in.
  const type = String(req.headers["content-type"] ?? "")
    .split(";")[0]
    ?.trim()
    .toLowerCase();
  if (type !== "application/json" && !type?.endsWith("+json")) {
    throw boom(
      415,
      "Unsupported Media Type",
      `Send the body as JSON with "Content-Type: application/json" (got ${type ? `"${type}"` : "none"})`,
    );
  }
  const body = await readBody(req, JSON_LIMIT);
  if (body.length === 0) throw badRequest("Request body is empty; expected JSON");
  const text = body.toString("utf8");
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw badRequest(`Request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw badRequest(`Unable to parse request body as JSON: ${(error as Error).message}`);
  }
}

/** Query-string flag as Sanity reads them: `true`/`1`/empty present = on. */
export function flag(url: URL, name: string, fallback = false): boolean {
  const value = url.searchParams.get(name);
  if (value === null) return fallback;
  return value === "" || value === "true" || value === "1";
}

/**
 * A whole HTTP/1.1 answer written straight to a socket, for requests no handler sees: ones
 * node could not parse, and WebSocket upgrades refused before the handshake.
 */
export function rawJsonAnswer(status: number, error: string, message: string): string {
  const body = JSON.stringify({ error, message, statusCode: status });
  return `HTTP/1.1 ${status} ${error}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}
