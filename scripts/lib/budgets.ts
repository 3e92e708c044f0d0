/**
 * First-load JavaScript budget of the home page (gzip), from the public-site issue:
 * everything `/` downloads before it shows its content, the @sanity/client chunk
 * included (scripts/lib/bundle-report.ts, `totalGzipBytes`).
 */
export const BUDGET_HOME_BYTES = 150 * 1024;

/** Routes that may load Firebase up front: they exist to talk to it. */
const MEMBER_ROUTES = new Set(["/signup", "/signin", "/dashboard"]);

export function isMemberRoute(route: string): boolean {
  return MEMBER_ROUTES.has(route);
}
