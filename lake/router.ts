/**
 * A minimal router: `[method, pattern, handler]` rows matched in order against the path
 * with its `/v<apiVersion>` prefix removed (Sanity accepts any version; so do we).
 */
import type { Principal } from "./auth";
import type { LakeContext } from "./context";
import type { Ctx } from "./http";

export type Handler = (
  ctx: Ctx,
  lake: LakeContext,
  principal: Principal | undefined,
  params: string[],
) => Promise<void> | void;

export interface Route {
  methods: string[];
  pattern: RegExp;
  handler: Handler;
}

export function route(methods: string | string[], pattern: RegExp, handler: Handler): Route {
  return { methods: Array.isArray(methods) ? methods : [methods], pattern, handler };
}

/** `/v2025-02-19/data/query/x` → `/data/query/x`; `/v1/ping` → `/ping`. */
export function stripVersion(pathname: string): string {
  const match = /^\/v[0-9][^/]*(\/.*)?$/.exec(pathname);
  return match ? (match[1] ?? "/") : pathname;
}

export function match(
  routes: Route[],
  method: string,
  path: string,
): { route: Route; params: string[] } | { allowed: string[] } | undefined {
  const allowed: string[] = [];
  for (const candidate of routes) {
    const found = candidate.pattern.exec(path);
    if (!found) continue;
    const effective = method === "HEAD" ? "GET" : method;
    if (candidate.methods.includes(effective)) {
      return { route: candidate, params: found.slice(1).map((p) => p ?? "") };
    }
    allowed.push(...candidate.methods);
  }
  return allowed.length > 0 ? { allowed } : undefined;
}
