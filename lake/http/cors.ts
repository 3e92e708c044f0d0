/**
 * Cross-origin answers: which browser origins may call the lake, and the preflight.
 *
 * The lake listens on loopback beside the developer's everyday browser, so any page on
 * the web can aim requests at it. Like a Sanity project's CORS origins, only the
 * listed origins (the site's and Studio's) may call it from a browser; a request that
 * names any other origin is refused before it is routed, whatever it carries.
 */
import { corsHeaders, type Exchange, type Req } from "./exchange";

/**
 * Whether a browser request may be answered. Requests without an `Origin` (curl,
 * servers, same-origin GETs, images) are not cross-origin calls; `Origin: null`
 * (sandboxed frames, files) is never on the list.
 */
export function isAllowedOrigin(req: Req, allowed: ReadonlySet<string>): boolean {
  const origin = req.headers.origin;
  return origin === undefined || allowed.has(String(origin));
}

/** The 403 for a foreign origin: no CORS headers, so its page cannot even read why. */
export function refuseOrigin(exchange: Exchange, allowed: ReadonlySet<string>): void {
  const message = `Origin ${String(exchange.req.headers.origin)} may not call this lake. Allowed: ${[...allowed].join(", ") || "none"} (LAKE_CORS_ORIGINS)`;
  const text = JSON.stringify({ error: "Forbidden", message, statusCode: 403 });
  exchange.res.writeHead(403, {
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(text)),
    vary: "Origin",
  });
  exchange.res.end(text);
}
export function preflight(ctx: Exchange): void {
  ctx.res.writeHead(204, {
    ...corsHeaders(ctx.req),
    "access-control-allow-methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "access-control-allow-headers":
      String(ctx.req.headers["access-control-request-headers"] ?? "") ||
      "Authorization, Content-Type, x-sanity-app, Last-Event-ID",
    "access-control-max-age": "600",
    // Chrome's Private Network Access preflight (a page on another origin calling loopback).
    ...(ctx.req.headers["access-control-request-private-network"] === "true"
      ? { "access-control-allow-private-network": "true" }
      : {}),
  });
  ctx.res.end();
}
