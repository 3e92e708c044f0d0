/**
 * size-limit's configuration: first-load JavaScript per route of the production
 * build and its budget, from scripts/lib/bundle-budgets.ts (which the e2e bundle
 * test reads too). `npm run bench:bundle` builds, then runs size-limit over dist/;
 * SIZE_LIMIT_DIST points it at another build.
 */
import { sizeLimitChecks } from "./scripts/lib/bundle-budgets";

export default sizeLimitChecks(process.env.SIZE_LIMIT_DIST ?? "dist");
