/**
 * Cross-origin answers: which browser origins may call the lake, and the preflight.
 */
import type { Exchange, Req } from "./exchange";

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
