import path from "node:path";
import { httpAnswers, type Logger, type Service, spawnProcess, waitFor } from "../lib/service";

const root = path.resolve(import.meta.dirname, "../..");
const sanity = path.join(root, "node_modules/.bin/sanity");

export interface StudioServiceOptions {
  port: number;
  projectId: string;
  dataset: string;
  /** Where Studio reaches the content API (the lake's HTTPS origin in local mode). */
  apiHost: string | undefined;
  log: Logger;
}

/** Runs `sanity dev` for the Studio in studio/. */
export async function startStudioService(options: StudioServiceOptions): Promise<Service> {
  const { child, stop } = spawnProcess({
    name: "studio",
    command: sanity,
    args: ["dev", "--port", String(options.port), "--host", "localhost"],
    cwd: path.join(root, "studio"),
    env: {
      DO_NOT_TRACK: "1",
      NO_UPDATE_NOTIFIER: "1",
      SANITY_STUDIO_PROJECT_ID: options.projectId,
      SANITY_STUDIO_DATASET: options.dataset,
      ...(options.apiHost ? { SANITY_STUDIO_API_HOST: options.apiHost } : {}),
    },
    log: options.log,
  });
  const url = `http://localhost:${options.port}`;
  try {
    await waitFor("studio", () => httpAnswers(url), 120_000, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name: "studio", url, stop };
}
