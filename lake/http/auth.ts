/**
 * Auth for a single local user. Published reads are public (like a public Sanity dataset);
 * drafts, the raw perspective, writes and history need `Authorization: Bearer <token>`.
 * A wrong token is always a 401, even on public endpoints, as on sanity.io.
 *
 * Every listener treats a request the same: Studio gets its token through the lake's own
 * login provider (handlers/login.ts), as it would from sanity.io, and sends it as a header.
 */
import { unauthorized } from "../core/errors";
import type { AuthConfig } from "../services";
import type { Reader } from "../store/readers";
import { LOCAL_USER_ID } from "../store/types";
import type { Exchange, Req } from "./exchange";
import { isPreviewSession } from "./preview-sessions";

export { LOCAL_USER_ID };

export interface Principal {
  id: string;
  /** Set for a draft-mode page's preview session: it reads less than the token (store/readers.ts). */
  preview?: true;
}

/** What a caller may read: the public's, a preview session's, or everything. */
export function readerOf(principal: Principal | undefined): Reader {
  if (!principal) return "public";
  return principal.preview ? "preview" : "owner";
}

export const LOCAL_USER = {
  id: LOCAL_USER_ID,
  name: "Local Admin",
  email: "admin@localhost",
  profileImage: null,
  provider: "sanity",
  role: "administrator",
  roles: [
    { name: "administrator", title: "Administrator", description: "Local lake administrator" },
  ],
};

/** Who is calling: the admin, or `undefined` for an anonymous (public) request. */
export function identify(ctx: Exchange, config: AuthConfig): Principal | undefined {
  const token = bearer(ctx.req);
  if (token !== undefined) {
    if (token === config.token) return { id: LOCAL_USER_ID };
    // A draft-mode page's preview session reads as the local user, reads less, and may not write.
    if (isPreviewSession(ctx, config, token)) return { id: LOCAL_USER_ID, preview: true };
    throw unauthorized("Session not found");
  }
  return undefined;
}

export function requireAuth(principal: Principal | undefined, what: string): Principal {
  if (!principal) {
    throw unauthorized(
      `${what} requires a token: send "Authorization: Bearer <token>" (the local lake's token is the file api-token in its data dir, .data/lake/api-token by default)`,
    );
  }
  return principal;
}

/** Bearer token from the Authorization header (`undefined` when there is none). */
export function bearer(req: Req): string | undefined {
  const header = req.headers.authorization;
  if (typeof header !== "string") return undefined;
  if (header.trim() === "") return undefined;
  const token = bearerToken(header);
  if (token === undefined) {
    throw unauthorized('Malformed Authorization header: expected "Bearer <token>"');
  }
  return token;
}

/**
 * The token of a `Bearer <token>` credential (the header, or presence's `authorization`
 * call), or `undefined`. Only the Bearer scheme, as Sanity's API: a bare token is a client
 * mistake to report.
 */
export function bearerToken(credential: string): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(credential.trim())?.[1];
}
