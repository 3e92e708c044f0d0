/**
 * Studio's login against the local lake, the way it logs in to sanity.io: one login
 * provider ("Local Content Lake"), which Studio follows by itself (only one provider),
 * a redirect back to Studio with a one-time session id, and `/auth/fetch` trading that
 * id for the lake's token. So no request is trusted for the listener it came in on, and
 * Studio needs no step beyond today's.
 */
import { originOf } from "../../config";
import { badRequest, unauthorized } from "../../core/errors";
import { randomId } from "../../store/ids";
import { sendJson } from "../exchange";
import type { LakeRequest } from "../router";

/** How long Studio has to trade a session id for the token. */
const LOGIN_SESSION_MS = 60_000;

/** `GET /auth/providers`: the lake itself, at the address the caller used. */
export function loginProviders(request: LakeRequest): void {
  const host = request.req.headers.host ?? request.req.headers[":authority"];
  const scheme = request.studio ? "https" : "http";
  sendJson(request, 200, {
    thirdPartyLogin: false,
    sso: {},
    providers: [
      {
        name: "local-lake",
        title: "Local Content Lake",
        url: `${scheme}://${String(host)}/v1/auth/login/local`,
      },
    ],
  });
}

/**
 * `GET /auth/login/local?origin=<Studio URL>`: a top-level navigation from Studio. Sends the
 * browser back to Studio with `#sid=…`, and only to an origin the lake answers (a session id
 * must never travel to another site).
 */
export function login(request: LakeRequest): void {
  const target = request.url.searchParams.get("origin") ?? "";
  const origin = originOf(target);
  if (!origin || !request.lake.corsOrigins.has(origin)) {
    throw badRequest(
      `Login may only return to Studio or the site (${[...request.lake.corsOrigins].join(", ")}), not to "${target}"`,
    );
  }
  const sessions = request.lake.loginSessions;
  const now = Date.now();
  for (const [id, expires] of sessions) if (expires < now) sessions.delete(id);
  const sid = randomId(32);
  sessions.set(sid, now + LOGIN_SESSION_MS);
  const back = new URL(target);
  back.hash = `sid=${sid}`;
  request.res.writeHead(302, { location: back.href, "cache-control": "no-store" });
  request.res.end();
}

/** `GET /auth/fetch?sid=…`: the token for a session id, once. */
export function fetchToken(request: LakeRequest): void {
  const sid = request.url.searchParams.get("sid") ?? "";
  const expires = request.lake.loginSessions.get(sid);
  request.lake.loginSessions.delete(sid);
  if (expires === undefined || expires < Date.now()) {
    throw unauthorized("Login session not found or expired: log in again");
  }
  sendJson(request, 200, { token: request.lake.auth.token });
}
