/**
 * Every query of the site, for tests and benchmarks (`@tastemap/web/queries`).
 * The site imports queries.ts, path-queries.ts and page-queries/ directly: the first is
 * in the entry chunk (the root layout runs ROOT_QUERY), the others only in the chunks of
 * the routes that run their queries. Tests and benchmarks read content with these same
 * queries, so they check what the site is given.
 */

export * from "./page-queries/built-page";
export * from "./page-queries/dashboard-page";
export * from "./page-queries/embed-page";
export * from "./page-queries/home-redirect";
export * from "./page-queries/legal-page";
export * from "./page-queries/mt25-gate";
export * from "./page-queries/sign-in-page";
export * from "./page-queries/sign-up-page";
export * from "./path-queries";
export * from "./queries";
