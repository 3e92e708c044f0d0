/**
 * `npm run lake`: runs the local Content Lake until SIGINT/SIGTERM (bundled by start.mjs, which
 * runs it: ADR 0067).
 * Env: LAKE_PORT (8787), LAKE_HTTPS_PORT (8788; "off" disables), LAKE_DATA_DIR (.data/lake),
 * SANITY_API_TOKEN (default: the data dir's random token, <LAKE_DATA_DIR>/api-token, made on
 * first start), LAKE_PROJECT_ID (local), LAKE_DATASETS (production), LAKE_CORS_ORIGINS
 * (comma-separated browser origins that may call it; default: the site's and Studio's default
 * local origins), LAKE_ALLOWED_HOSTS (host names answered besides the loopback ones).
 * SANITY_PROJECT_ID is deliberately ignored: it means "use real Sanity" elsewhere.
 */
import { readLakeConfig } from "./config";
import { createLake, LakePortError } from "./lake";
import { localTokenFile } from "./local-token";
import { DataDirLockedError } from "./store/datasets";

async function main(): Promise<void> {
  let config: ReturnType<typeof readLakeConfig>;
  try {
    config = readLakeConfig(process.env);
  } catch (error) {
    console.error(`lake: ${(error as Error).message}`);
    process.exit(1);
  }
  const { port, httpsPort, dataDir, datasets, corsOrigins, allowedHosts } = config;
  let lake: Awaited<ReturnType<typeof createLake>>;
  try {
    lake = await createLake({
      port,
      httpsPort,
      dataDir,
      token: config.token,
      projectId: config.projectId,
      datasets,
      corsOrigins,
      allowedHosts,
      log: (line) => console.log(line),
    });
  } catch (error) {
    if (error instanceof LakePortError) {
      const envVar = error.which === "http" ? "LAKE_PORT" : "LAKE_HTTPS_PORT";
      console.error(
        `lake: port ${error.port} is already in use. Stop whatever uses it or set ${envVar} to another port.`,
      );
    } else if (error instanceof DataDirLockedError) {
      console.error(
        `lake: ${error.message}. Stop it first or set LAKE_DATA_DIR to another directory.`,
      );
    } else {
      console.error(`lake: failed to start: ${(error as Error).message}`);
    }
    process.exit(1);
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`lake: ${signal}, shutting down`);
    lake.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`lake: error while stopping: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  // Before the ready line: whoever waits for it may stop the lake at once, and a signal
  // that came before its handler would end the process without closing the store.
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  console.log(`lake ready on ${lake.url}${lake.httpsUrl ? ` (Studio: ${lake.httpsUrl})` : ""}`);
  if (!config.token) console.log(`lake: its token is in ${localTokenFile(dataDir)}`);
}

void main();
