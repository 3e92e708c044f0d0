/**
 * Which names the lake answers to (DNS rebinding). A page on evil.example can point its own
 * name at 127.0.0.1 once loaded: its requests to `http://evil.example:8787` then reach the lake
 * as same-origin calls, with no `Origin` for the CORS check (cors.ts) to refuse. Its `Host` is
 * what gives it away, so, as Vite's dev server does (`server.allowedHosts`), the lake answers
 * only requests whose Host (HTTP/2: `:authority`) is a loopback name — `localhost`,
 * `*.localhost` (Studio calls `local.localhost`), `127.0.0.1`, `[::1]` — or a name
 * LAKE_ALLOWED_HOSTS adds. Names under `.localhost` never leave the machine (RFC 6761), so no
 * one else can own them.
 */
import type { Req } from "./exchange";

/** Host names (and `.suffix` entries) answered besides the loopback ones. */
export type AllowedHosts = readonly string[];

/** `Host: a.localhost:8788` → `a.localhost`; `[::1]:8787` → `[::1]`; undefined when malformed. */
function hostName(host: string): string | undefined {
  const value = host.trim().toLowerCase();
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::\d{1,5})?$/.exec(value);
  // A trailing dot names the same host (`localhost.`).
  return match?.[1]?.replace(/\.$/, "");
}

function isLoopbackName(name: string): boolean {
  return (
    name === "localhost" || name.endsWith(".localhost") || name === "127.0.0.1" || name === "[::1]"
  );
}

function isListed(name: string, allowed: AllowedHosts): boolean {
  return allowed.some((entry) =>
    entry.startsWith(".") ? name === entry.slice(1) || name.endsWith(entry) : name === entry,
  );
}

/** The Host values a request names: HTTP/1.1's `Host`, HTTP/2's `:authority`, or both. */
function hostsOf(req: Req): string[] {
  const named = [req.headers[":authority"], req.headers.host];
  return named.filter((value): value is string => typeof value === "string");
}

/**
 * The refused Host of a request, or undefined when it is allowed. A request without any Host
 * is refused too (""): every browser sends one, and HTTP/1.1 requires it.
 */
export function refusedHost(req: Req, allowed: AllowedHosts): string | undefined {
  const hosts = hostsOf(req);
  if (hosts.length === 0) return "";
  for (const host of hosts) {
    const name = hostName(host);
    if (!name || !(isLoopbackName(name) || isListed(name, allowed))) return host;
  }
  return undefined;
}

/** What the 403 says: the refused Host (cut short: it is the caller's text) and the way out. */
export function hostRefusal(host: string, allowed: AllowedHosts): string {
  const shown = host.length > 100 ? `${host.slice(0, 100)}…` : host;
  const extra = allowed.length > 0 ? `, ${allowed.join(", ")}` : "";
  const what = host === "" ? "A request without a Host header" : `Host ${JSON.stringify(shown)}`;
  return `${what} is not answered: this lake answers only localhost, *.localhost, 127.0.0.1 and [::1]${extra}. Add a name with LAKE_ALLOWED_HOSTS (see .env.example)`;
}
