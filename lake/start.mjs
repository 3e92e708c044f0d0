/**
 * `npm run lake`, and how every start of the lake as a process of its own runs it
 * (scripts/services/lake.ts, testing/lake-process.ts): brings lake/.bundle/ up to date with the
 * TypeScript sources, building only after a change, then runs the bundled main.ts (ADR 0067).
 * Nothing is compiled at a start, in this process or its query workers, where tsx took about
 * 0.8 s in each. Plain JavaScript, so it needs no loader itself.
 */
import { pathToFileURL } from "node:url";
import { ensureBundle } from "./bundle/fresh-bundle.mjs";
import { LAKE_BUNDLE, LAKE_MAIN } from "./bundle/lake-bundle.mjs";

try {
  await ensureBundle(LAKE_BUNDLE);
} catch (error) {
  console.error(`lake: ${error.message}`);
  process.exit(1);
}
await import(pathToFileURL(LAKE_MAIN).href);
