import path from "node:path";
import { httpAnswers, type Logger, type Service, spawnProcess, waitFor } from "../lib/service";

const root = path.resolve(import.meta.dirname, "../..");

export interface LakeServiceOptions {
  port: number;
  httpsPort: number;
  dataDir: string;
  token: string;
  /** Browser origins that may call the lake: the site's and Studio's. */
  corsOrigins: string[];
  log: Logger;
}

/** Runs the local Content Lake as its own process, exactly as `npm run lake` does. */
export async function startLakeService(options: LakeServiceOptions): Promise<Service> {
  const { child, stop } = spawnProcess({
    name: "lake",
    // One process (node + tsx loader), not the tsx CLI: its signal relay SIGKILLs a
    // child that is slow to answer, which would turn Ctrl-C into a hard kill.
    command: process.execPath,
    args: ["--import", "tsx", path.join(root, "lake/main.ts")],
    cwd: root,
    env: {
      LAKE_PORT: String(options.port),
      LAKE_HTTPS_PORT: String(options.httpsPort),
      LAKE_DATA_DIR: path.resolve(root, options.dataDir),
      SANITY_API_TOKEN: options.token,
      LAKE_CORS_ORIGINS: options.corsOrigins.join(","),
    },
    log: options.log,
  });
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitFor("lake", () => httpAnswers(`${url}/v1/ping`), 30_000, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name: "lake", url, stop };
}
