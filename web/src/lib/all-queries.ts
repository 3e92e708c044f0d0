/**
 * Every query of the site, for tests and benchmarks (`@tastemap/web/queries`).
 * The site imports queries.ts and path-queries.ts directly: the first is in the
 * entry chunk (the root layout runs ROOT_QUERY), the second only in the chunks of
 * the routes that run its queries.
 */
export * from "./path-queries";
export * from "./queries";
