/**
 * `npm run lake`: runs the local Content Lake until SIGINT/SIGTERM.
 * Env: LAKE_PORT (8787), LAKE_HTTPS_PORT (8788; "off" disables), LAKE_DATA_DIR (.data/lake),
 * SANITY_API_TOKEN (local-dev-token), LAKE_PROJECT_ID (local), LAKE_DATASETS (production),
 * LAKE_CORS_ORIGINS (comma-separated browser origins that may call it; default: the site's
 * and Studio's default local origins).
 * SANITY_PROJECT_ID is deliberately ignored: it means "use real Sanity" elsewhere.
 */

import { normalizeOrigin } from "./http/cors";
import { createLake, LakePortError } from "./lake";
import { DataDirLockedError } from "./store/datasets";

function portFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`lake: ${name}=${raw} is not a valid port number`);
    process.exit(1);
  }
  return port;
}

function corsOriginsFrom(raw: string | undefined): string[] | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  return raw.split(",").map((entry) => {
    const origin = normalizeOrigin(entry);
    if (!origin) {
      console.error(
        `lake: LAKE_CORS_ORIGINS has "${entry.trim()}", which is not an origin like http://localhost:3333`,
      );
      process.exit(1);
    }
    return origin;
  });
}

async function main(): Promise<void> {
  const port = portFrom("LAKE_PORT", 8787);
  const httpsRaw = process.env.LAKE_HTTPS_PORT;
  const httpsPort = httpsRaw === "off" ? undefined : portFrom("LAKE_HTTPS_PORT", 8788);
  const dataDir = process.env.LAKE_DATA_DIR || ".data/lake";
  const datasets = (process.env.LAKE_DATASETS || "production")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const corsOrigins = corsOriginsFrom(process.env.LAKE_CORS_ORIGINS);
  let lake: Awaited<ReturnType<typeof createLake>>;
  try {
    lake = await createLake({
      port,
      httpsPort,
      dataDir,
      token: process.env.SANITY_API_TOKEN || "local-dev-token",
      projectId: process.env.LAKE_PROJECT_ID || "local",
      datasets,
      corsOrigins,
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
  console.log(`lake ready on ${lake.url}${lake.httpsUrl ? ` (Studio: ${lake.httpsUrl})` : ""}`);
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
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

void main();
