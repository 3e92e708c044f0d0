/**
 * Preview sessions: the read-only, expiring credential a site gets in draft mode
 * (handlers/preview.ts hands them out after checking a preview URL secret). It lets the
 * page inside Studio's Presentation tool read drafts and follow their live events, and
 * nothing else: it cannot write, and it is worth nothing after an hour. The admin token
 * never leaves Studio.
 */
import { randomBytes } from "node:crypto";
import { boom } from "../core/errors";
import type { AuthConfig } from "../services";
import type { Exchange } from "./exchange";

/** How long a preview session lasts: as long as the secret that opened it (SECRET_TTL). */
const PREVIEW_SESSION_MS = 60 * 60 * 1000;
/** Sessions held at once; the oldest go first (each Presentation load opens one). */
const MAX_SESSIONS = 1000;

const sessionsByLake = new WeakMap<AuthConfig, Map<string, number>>();

function sessionsOf(config: AuthConfig): Map<string, number> {
  let sessions = sessionsByLake.get(config);
  if (!sessions) {
    sessions = new Map();
    sessionsByLake.set(config, sessions);
  }
  return sessions;
}

export function openPreviewSession(
  config: AuthConfig,
  now = Date.now(),
): { token: string; expiresAt: number } {
  const sessions = sessionsOf(config);
  for (const [token, expiresAt] of sessions) if (expiresAt <= now) sessions.delete(token);
  while (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string);
  const token = `preview-${randomBytes(24).toString("base64url")}`;
  const expiresAt = now + PREVIEW_SESSION_MS;
  sessions.set(token, expiresAt);
  return { token, expiresAt };
}

/**
 * What a previewing page needs: queries (GET, or POST for long ones), documents, live
 * events and listeners, assets. Not history, exports, datasets or Studio's user data: a
 * preview session sees the content staff are editing, not everything the token can.
 */
const PREVIEW_READS =
  /^\/(?:data\/(?:query|doc|live\/events|listen)\/|images\/|files\/|ping\b|check\/cors\b)/;

function isPreviewRead(exchange: Exchange): boolean {
  const read =
    exchange.method === "GET" ||
    exchange.method === "HEAD" ||
    (exchange.method === "POST" && /^\/data\/query\//.test(exchange.path));
  return read && PREVIEW_READS.test(exchange.path);
}

/**
 * Whether `token` is a live preview session; throws 403 when it is one but the request
 * would do more than read.
 */
export function isPreviewSession(exchange: Exchange, config: AuthConfig, token: string): boolean {
  const expiresAt = sessionsOf(config).get(token);
  if (expiresAt === undefined || expiresAt <= Date.now()) return false;
  if (!isPreviewRead(exchange)) {
    throw boom(
      403,
      "Forbidden",
      "A preview session may only read content (queries, documents, live events, assets): sign in to Studio for the rest",
    );
  }
  return true;
}
