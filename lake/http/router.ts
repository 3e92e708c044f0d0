/**
 * The lake's router: routes are `[methods, path, handler]` with named parameters
 * (`/data/query/:dataset`, `:ids+` for the rest of the path), matched in order against
 * the path with its `/v<apiVersion>` prefix removed (Sanity accepts any version; so do we).
 */
import type { LakeServices } from "../services";
import type { Principal } from "./auth";
import type { Exchange } from "./exchange";

/** One routed request: the HTTP exchange, the lake it reaches, the caller, the path's parameters. */
export interface LakeRequest extends Exchange {
  lake: LakeServices;
  principal: Principal | undefined;
  params: Record<string, string>;
}

/**
 * Where asset URLs in answers point: the listener the caller used. Hosted asset URLs are
 * https, and tools such as @sanity/import check them over https only; the public site keeps
 * the plain HTTP listener its visitors' browsers trust.
 */
export function assetBaseUrl(request: LakeRequest): string {
  return (request.studio && request.lake.secureUrl()) || request.lake.publicUrl();
}

export type Handler = (request: LakeRequest) => Promise<void> | void;

export interface Route {
  methods: string[];
  pattern: RegExp;
  names: string[];
  handler: Handler;
  /**
   * Answered while the datasets are still opening (`/v1/ping`); every other route waits
   * until they are open, so an early request never meets a missing or half-read dataset.
   */
  whileOpening?: boolean;
}

/**
 * `path` is either a pattern with `:name` (one segment) and `:name+` (one or more
 * segments) parameters, or a RegExp for the odd path a pattern cannot say.
 */
export function route(
  methods: string | string[],
  path: string | RegExp,
  handler: Handler,
  options: { whileOpening?: boolean } = {},
): Route {
  const names: string[] = [];
  const pattern =
    typeof path === "string"
      ? new RegExp(
          `^${path.replace(/:([a-zA-Z]+)(\+?)/g, (_all, name: string, rest: string) => {
            names.push(name);
            return rest ? "(.+)" : "([^/]+)";
          })}$`,
        )
      : path;
  return {
    methods: Array.isArray(methods) ? methods : [methods],
    pattern,
    names,
    handler,
    ...(options.whileOpening ? { whileOpening: true } : {}),
  };
}

/**
 * `/v2025-02-19/data/query/x` → `/data/query/x`; `/v1/ping` → `/ping`; `/vX/...` (the
 * hosted API's experimental version) too.
 */
export function stripVersion(pathname: string): string {
  const match = /^\/v(?:[0-9][^/]*|X)(\/.*)?$/.exec(pathname);
  return match ? (match[1] ?? "/") : pathname;
}

export type RouteMatch =
  | { route: Route; params: Record<string, string> }
  | { allowed: string[] }
  | undefined;

export function match(routes: Route[], method: string, path: string): RouteMatch {
  const allowed: string[] = [];
  for (const candidate of routes) {
    const found = candidate.pattern.exec(path);
    if (!found) continue;
    const effective = method === "HEAD" ? "GET" : method;
    if (candidate.methods.includes(effective)) {
      const params: Record<string, string> = {};
      candidate.names.forEach((name, index) => {
        params[name] = found[index + 1] ?? "";
      });
      return { route: candidate, params };
    }
    allowed.push(...candidate.methods);
  }
  return allowed.length > 0 ? { allowed } : undefined;
}
