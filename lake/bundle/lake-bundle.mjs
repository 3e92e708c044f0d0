/**
 * The lake as it runs in a process of its own (ADR 0067): lake/main.ts and the two programs it
 * starts, the query workers and the image render processes, each bundled into one file of
 * lake/.bundle/, its packages left to Node. The workers' and renderers' outputs carry the names
 * of the tsx entries beside their sources, so `new URL("./query-worker-entry.mjs",
 * import.meta.url)` (groq/query-pool.ts) and `new URL("./render-process-entry.mjs", …)`
 * (assets/render-processes.ts) find the bundled programs from the bundled main and the tsx
 * entries from the sources, where the lake runs in process (createLake, the tests).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const LAKE_DIR = path.dirname(import.meta.dirname);
/** The TypeScript settings esbuild compiles the lake with: the nearest tsconfig.json, the root's. */
const TSCONFIG = path.join(LAKE_DIR, "..", "tsconfig.json");

export const LAKE_BUNDLE = {
  outDir: path.join(LAKE_DIR, ".bundle"),
  entryPoints: {
    main: path.join(LAKE_DIR, "main.ts"),
    "query-worker-entry": path.join(LAKE_DIR, "groq/query-worker.ts"),
    "render-process-entry": path.join(LAKE_DIR, "assets/render-process.ts"),
  },
  // A change to what is built, or how, is a change to the bundle.
  alsoInputs: [
    fileURLToPath(import.meta.url),
    path.join(import.meta.dirname, "fresh-bundle.mjs"),
    ...(fs.existsSync(TSCONFIG) ? [TSCONFIG] : []),
  ],
};

/** The bundled lake/main.ts, to import once `ensureBundle(LAKE_BUNDLE)` has run. */
export const LAKE_MAIN = path.join(LAKE_BUNDLE.outDir, "main.mjs");
