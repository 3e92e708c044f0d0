import path from "node:path";
import { type Logger, type Service, startService } from "../lib/service";

const root = path.resolve(import.meta.dirname, "../..");

/** Runs the local Content Lake as its own process, exactly as `npm run lake` does (lake/start.mjs). */
export async function startLakeService(options: {
  port: number;
  /** undefined: no HTTPS listener (LAKE_HTTPS_PORT=off). */
  httpsPort: number | undefined;
  dataDir: string;
  token: string;
  /** Datasets the lake opens (creating them when missing). */
  datasets: string[];
  /** Browser origins that may call the lake: the site's and Studio's. */
  corsOrigins: string[];
  log: Logger;
}): Promise<Service> {
  return await startService({
    name: "lake",
    // One node process running the lake's bundle (ADR 0067), with no relay between: the tsx
    // CLI's signal relay SIGKILLs a child that is slow to answer, which would turn Ctrl-C into
    // a hard kill.
    command: process.execPath,
    args: [path.join(root, "lake/start.mjs")],
    cwd: root,
    env: {
      LAKE_PORT: String(options.port),
      LAKE_HTTPS_PORT: options.httpsPort === undefined ? "off" : String(options.httpsPort),
      LAKE_DATA_DIR: path.resolve(root, options.dataDir),
      SANITY_API_TOKEN: options.token,
      LAKE_DATASETS: options.datasets.join(","),
      LAKE_CORS_ORIGINS: options.corsOrigins.join(","),
    },
    log: options.log,
    url: `http://127.0.0.1:${options.port}`,
    readyPath: "/v1/ping",
    timeoutMs: 30_000,
  });
}
