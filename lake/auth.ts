/**
 * Auth for a single local user. Published reads are public (like a public Sanity dataset);
 * drafts, the raw perspective, writes and history need `Authorization: Bearer <token>`.
 * A wrong token is always a 401, even on public endpoints, as on sanity.io.
 *
 * On the Studio (HTTPS) listener a request *without* a token counts as the local admin:
 * Studio's default `dual` login sends cookies, not a header, and there is no login
 * provider offline. That listener only binds to loopback.
 */
import { unauthorized } from "./errors";
import { bearer, type Ctx } from "./http";

export interface Principal {
  id: string;
}

export const LOCAL_USER_ID = "local-admin";

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

export interface AuthConfig {
  token: string;
  /** Tokenless requests on the Studio listener act as the local admin. */
  openStudio: boolean;
}

/** Who is calling: the admin, or `undefined` for an anonymous (public) request. */
export function identify(ctx: Ctx, config: AuthConfig): Principal | undefined {
  const token = bearer(ctx.req);
  if (token !== undefined) {
    if (token !== config.token) throw unauthorized("Session not found");
    return { id: LOCAL_USER_ID };
  }
  if (ctx.studio && config.openStudio) return { id: LOCAL_USER_ID };
  return undefined;
}

export function requireAuth(principal: Principal | undefined, what: string): Principal {
  if (!principal) {
    throw unauthorized(
      `${what} requires a token: send "Authorization: Bearer <token>" (local default: local-dev-token)`,
    );
  }
  return principal;
}
