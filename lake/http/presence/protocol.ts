/**
 * The bifur wire format Studio's presence speaks (@sanity/bifur-client): JSON-RPC 2.0 in
 * text frames, a bare "\u2665" as the server's heartbeat, `params.apiVersion: "v1"` on every
 * request. Parsing here is total: any frame gives either a request whose params have the
 * shape its method needs, or the JSON-RPC error to answer with. Nothing here throws.
 */
import { isRecord, jsonDepth } from "../../core/json";
import { bearerToken } from "../auth";
import type { PresenceLimits } from "./limits";

export const HEARTBEAT = "\u2665";

/** bifur-client's ERROR_CODES: connection-level close codes and JSON-RPC error codes. */
export const CLOSE = { BAD_REQUEST: 4000, UNAUTHORIZED: 4001, NOT_FOUND: 4004 } as const;
export const RPC = {
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  SUBSCRIPTION_NOT_FOUND: -32602,
  PARSE_ERROR: -32700,
  /** JSON-RPC's implementation-defined range: over the message rate. */
  RATE_LIMITED: -32000,
  /** The connection-level code, also as an error answer before the socket closes. */
  UNAUTHORIZED: 4001,
} as const;

export type RequestId = string | number | null;

export type Call =
  | { method: "authorization"; token: string }
  | { method: "presence_subscribe" }
  | { method: "presence_unsubscribe"; subscriptionId: string }
  | { method: "presence_announce"; sessionId: string; locations: Record<string, unknown>[] }
  | { method: "presence_rollcall"; session: string }
  | { method: "presence_disconnect"; session: string };

export interface RpcError {
  code: number;
  message: string;
}

export type Parsed = { id: RequestId; call: Call } | { id: RequestId; error: RpcError };

/** What presence events carry: Studio's own session ids (nanoid(16)), nothing to escape. */
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_TOKEN_LENGTH = 4096;

const fail = (id: RequestId, code: number, message: string): Parsed => ({
  id,
  error: { code, message },
});

export function parseFrame(text: string, limits: PresenceLimits): Parsed {
  // Measured before parsing: deep nesting would make JSON.parse and any walk after it costly.
  if (jsonDepth(text) > limits.maxDepth) {
    return fail(null, RPC.INVALID_REQUEST, `Request nests deeper than ${limits.maxDepth} levels`);
  }
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch (error) {
    return fail(null, RPC.PARSE_ERROR, `Unable to parse message: ${(error as Error).message}`);
  }
  if (!isRecord(message)) {
    return fail(null, RPC.INVALID_REQUEST, "Expected one JSON-RPC 2.0 request object");
  }
  const id = isRequestId(message.id) ? message.id : null;
  if (message.jsonrpc !== "2.0" || typeof message.method !== "string") {
    return fail(id, RPC.INVALID_REQUEST, 'Expected {"jsonrpc": "2.0", "method": ..., "id": ...}');
  }
  const params = message.params ?? {};
  if (!isRecord(params)) return fail(id, RPC.INVALID_PARAMS, "`params` must be an object");
  if (params.apiVersion !== undefined && params.apiVersion !== "v1") {
    return fail(id, RPC.INVALID_PARAMS, 'Only apiVersion "v1" is served');
  }
  const call = readCall(message.method, params, limits);
  if (typeof call === "string") {
    const code = call === UNKNOWN ? RPC.METHOD_NOT_FOUND : RPC.INVALID_PARAMS;
    const text = call === UNKNOWN ? `Method "${message.method.slice(0, 64)}" not found` : call;
    return fail(id, code, text);
  }
  return { id, call };
}

const UNKNOWN = "unknown method";

/** The call, or a sentence saying what is wrong with its params. */
function readCall(
  method: string,
  params: Record<string, unknown>,
  limits: PresenceLimits,
): Call | string {
  switch (method) {
    case "authorization": {
      const value = params.authorization;
      const token =
        typeof value === "string" && value.length <= MAX_TOKEN_LENGTH
          ? bearerToken(value)
          : undefined;
      return token ? { method, token } : '`authorization` must be "Bearer <token>"';
    }
    case "presence_subscribe":
      return { method };
    case "presence_unsubscribe":
      return typeof params.subscriptionId === "string" && params.subscriptionId.length <= 64
        ? { method, subscriptionId: params.subscriptionId }
        : "`subscriptionId` must be a subscription id";
    case "presence_rollcall":
    case "presence_disconnect":
      return isSessionId(params.session)
        ? { method, session: params.session }
        : "`session` must be a session id (letters, digits, _ and -, at most 64)";
    case "presence_announce":
      return readAnnounce(params.data, limits);
    default:
      return UNKNOWN;
  }
}

function readAnnounce(data: unknown, limits: PresenceLimits): Call | string {
  if (!isRecord(data)) return "`data` must be {sessionId, locations}";
  if (!isSessionId(data.sessionId)) {
    return "`data.sessionId` must be a session id (letters, digits, _ and -, at most 64)";
  }
  const { locations } = data;
  if (!Array.isArray(locations)) return "`data.locations` must be an array";
  if (locations.length > limits.maxLocations) {
    return `\`data.locations\` may hold at most ${limits.maxLocations} locations`;
  }
  for (const location of locations) {
    const problem = locationProblem(location, limits);
    if (problem) return problem;
  }
  return {
    method: "presence_announce",
    sessionId: data.sessionId,
    locations: locations as Record<string, unknown>[],
  };
}

/**
 * Studio's locations are `{type: "document", documentId, path, lastActiveAt, selection?}`;
 * they are passed on as sent (other Studio versions may add fields), but only as small objects
 * whose fields Studio reads have the types it expects.
 */
function locationProblem(location: unknown, limits: PresenceLimits): string | undefined {
  if (!isRecord(location)) return "Each location must be an object";
  if (JSON.stringify(location).length > limits.maxLocationBytes) {
    return `Each location must be at most ${limits.maxLocationBytes} bytes of JSON`;
  }
  const { type, documentId, path, lastActiveAt } = location;
  if (type !== undefined && typeof type !== "string") return "`location.type` must be a string";
  if (documentId !== undefined && typeof documentId !== "string") {
    return "`location.documentId` must be a string";
  }
  if (path !== undefined && !Array.isArray(path)) return "`location.path` must be an array";
  if (lastActiveAt !== undefined && typeof lastActiveAt !== "string") {
    return "`location.lastActiveAt` must be a string";
  }
  return undefined;
}

function isSessionId(value: unknown): value is string {
  return typeof value === "string" && SESSION_ID.test(value);
}

function isRequestId(value: unknown): value is RequestId {
  return (
    (typeof value === "string" && value.length <= 128) ||
    (typeof value === "number" && Number.isFinite(value))
  );
}

export function resultFrame(id: RequestId, result: unknown): string {
  return JSON.stringify({ jsonrpc: "2.0", id, result });
}

export function errorFrame(id: RequestId, error: RpcError): string {
  return JSON.stringify({ jsonrpc: "2.0", id, error });
}

/** The events Studio's presence transport reads (`handleIncomingMessage`). */
export type PresenceEvent =
  | { type: "state"; i: string; m: { sessionId: string; locations: Record<string, unknown>[] } }
  | { type: "rollCall"; i: string; session: string }
  | { type: "disconnect"; i: string; m: { session: string } };

export function subscriptionFrame(subscription: string, event: PresenceEvent): string {
  return JSON.stringify({
    jsonrpc: "2.0",
    method: "presence_subscription",
    params: { subscription, result: event },
  });
}
