/**
 * size-limit's configuration: first-load JavaScript per route of the production
 * build and its budget, from web/build/bundle-budgets.ts (which the e2e bundle
 * test reads too). `npm run bench:bundle` builds, then runs size-limit over dist/;
 * SIZE_LIMIT_DIST points it at another build.
 *
 * size-limit 14 loads this file with Node itself (type stripping, no bundler resolution), so
 * the imports here and in the modules it reaches name their `.ts` files.
 */
import { sizeLimitChecks } from "@tastemap/web/bundle-budgets";

export default sizeLimitChecks(process.env.SIZE_LIMIT_DIST ?? "dist");
