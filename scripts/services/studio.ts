import path from "node:path";
import { execa } from "execa";
import { type Logger, type Service, startService } from "../lib/service";

const root = path.resolve(import.meta.dirname, "../..");
const studioDir = path.join(root, "studio");
const sanity = path.join(root, "node_modules/.bin/sanity");

export interface StudioOptions {
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
}

/** What studio/env.ts reads: at start-up under `sanity dev`, at build time under `sanity build`. */
function studioEnv(options: StudioOptions): Record<string, string | undefined> {
  return {
    DO_NOT_TRACK: "1",
    NO_UPDATE_NOTIFIER: "1",
    SANITY_STUDIO_PROJECT_ID: options.projectId,
    SANITY_STUDIO_DATASET: options.dataset,
    SANITY_STUDIO_STAGING_DATASET: options.stagingDataset,
    SANITY_STUDIO_API_HOST: options.apiHost,
    ...options.env,
    ...(options.previewUrl ? { SANITY_STUDIO_PREVIEW_URL: options.previewUrl } : {}),
  };
}

/** Serves Studio on `options.port` once it answers: `sanity <args>` in studio/. */
function serveStudio(options: StudioOptions, args: string[]): Promise<Service> {
  return startService({
    name: "studio",
    command: sanity,
    args: [...args, "--port", String(options.port), "--host", "localhost"],
    cwd: studioDir,
    env: studioEnv(options),
    log: options.log,
    url: `http://localhost:${options.port}`,
    readyPath: "/",
    timeoutMs: 120_000,
  });
}

/** Runs `sanity dev` for the Studio in studio/ (studio/env.ts reads what it is given here). */
export async function startStudioService(options: StudioOptions): Promise<Service> {
  return await serveStudio(options, ["dev"]);
}

/**
 * Builds the Studio into `outDir` (`sanity build`, as a deploy does, with what studio/env.ts
 * reads baked in) unless `reuse` says the folder holds that build already, then serves the
 * built files (`sanity preview`): the Studio staff meet on a deployed project, which loads
 * without `sanity dev`'s compiling on first use and its reloads when it finds a dependency
 * late.
 */
export async function startBuiltStudioService(
  options: StudioOptions & { outDir: string; reuse?: boolean },
): Promise<Service> {
  if (!options.reuse) {
    const built = await execa(sanity, ["build", options.outDir, "-y"], {
      cwd: studioDir,
      env: studioEnv(options),
      all: true,
      reject: false,
    });
    for (const line of (built.all ?? "").split("\n")) if (line.trim()) options.log(line);
    if (built.exitCode !== 0) {
      throw new Error(
        `sanity build failed (${built.exitCode ?? built.signal}): ${built.shortMessage}`,
      );
    }
  }
  return await serveStudio(options, ["preview", options.outDir]);
}
