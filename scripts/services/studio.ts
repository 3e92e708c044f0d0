import path from "node:path";
import { type Logger, type Service, startService } from "../lib/service";

const root = path.resolve(import.meta.dirname, "../..");

/** Runs `sanity dev` for the Studio in studio/ (studio/env.ts reads what it is given here). */
export async function startStudioService(options: {
  port: number;
  projectId: string;
  dataset: string;
  /** The staging workspace's dataset (none when undefined). */
  stagingDataset: string | undefined;
  /** Where Studio reaches the content API (the lake's HTTPS origin in local mode). */
  apiHost: string | undefined;
  /** More SANITY_STUDIO_* values (the Waitlist tool's Firebase project: studioWaitlistEnv). */
  env?: Record<string, string>;
  /** The site Presentation previews (studio/presentation/preview-origin.ts). */
  previewUrl?: string;
  log: Logger;
}): Promise<Service> {
  return await startService({
    name: "studio",
    command: path.join(root, "node_modules/.bin/sanity"),
    args: ["dev", "--port", String(options.port), "--host", "localhost"],
    cwd: path.join(root, "studio"),
    env: {
      DO_NOT_TRACK: "1",
      NO_UPDATE_NOTIFIER: "1",
      SANITY_STUDIO_PROJECT_ID: options.projectId,
      SANITY_STUDIO_DATASET: options.dataset,
      SANITY_STUDIO_STAGING_DATASET: options.stagingDataset,
      SANITY_STUDIO_API_HOST: options.apiHost,
      ...options.env,
      ...(options.previewUrl ? { SANITY_STUDIO_PREVIEW_URL: options.previewUrl } : {}),
    },
    log: options.log,
    url: `http://localhost:${options.port}`,
    readyPath: "/",
    timeoutMs: 120_000,
  });
}
