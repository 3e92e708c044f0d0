/**
 * A worker's one Studio against its lane's lake (its Waitlist tool on the lane's
 * emulators), started when a file first needs it and kept for the files after it. The lake
 * allows one Studio origin, so one Studio runs at a time: a file that needs another kind, or
 * previews another site (the dev server), gets a Studio of its own in its place.
 *
 * Two kinds:
 * - "built" (most files): `sanity build`, served by `sanity preview`, the Studio staff meet
 *   on a deployed project. Built once per previewed site (10 s on two cores) and kept for the
 *   run, so coming back to it after a "dev" file costs a second.
 * - "dev": `sanity dev`, as `npm start` runs it, for the files about that (the dev server's,
 *   Studio offline). Its start and first compile cost 10-20 s, and on first use it may reload
 *   an open tab when it finds a dependency late.
 */
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Service } from "@tastemap/scripts/service";
import {
  type StudioOptions,
  startBuiltStudioService,
  startStudioService,
} from "@tastemap/scripts/services/studio";
import type { ProvidedStack } from "./stack";

export type StudioKind = "built" | "dev";

export interface RunningStudio {
  service: Service;
  url: string;
  /** The last lines Studio's process printed, to explain a failure. */
  logs: string[];
}

export interface StudioHost {
  /** The running Studio of `kind` whose Presentation previews `previewUrl`, started if need be. */
  studioFor(previewUrl: string, kind: StudioKind): Promise<RunningStudio>;
  stop(): Promise<void>;
}

/** Lines of Studio's output kept, to explain a failure. */
const LOG_LINES = 200;

export function createStudioHost(stack: ProvidedStack): StudioHost {
  let current: { key: string; studio: Promise<RunningStudio> } | undefined;
  /** Where the built Studios go, made on the first build and removed with the host. */
  let buildsDir: Promise<string> | undefined;
  /** The previewed sites a Studio was built for. */
  const built = new Set<string>();

  const stopCurrent = async () => {
    const stopping = current;
    current = undefined;
    const studio = await stopping?.studio.catch(() => undefined);
    await studio?.service.stop();
  };

  const start = async (previewUrl: string, kind: StudioKind): Promise<RunningStudio> => {
    const logs: string[] = [];
    const options = studioOptions(stack, previewUrl, (line) => {
      logs.push(line);
      if (logs.length > LOG_LINES) logs.shift();
    });
    let service: Service;
    if (kind === "dev") service = await startStudioService(options);
    else {
      buildsDir ??= mkdtemp(path.join(os.tmpdir(), "tastemap-e2e-studio-"));
      const outDir = path.join(await buildsDir, siteKey(previewUrl));
      service = await startBuiltStudioService({ ...options, outDir, reuse: built.has(outDir) });
      built.add(outDir);
    }
    return { service, url: service.url, logs };
  };

  return {
    async studioFor(previewUrl, kind) {
      const key = `${kind} ${previewUrl}`;
      if (current && current.key !== key) await stopCurrent();
      if (!current) current = { key, studio: start(previewUrl, kind) };
      const starting = current;
      try {
        return await starting.studio;
      } catch (error) {
        // Not kept: the next file tries a fresh start.
        if (current === starting) current = undefined;
        throw error;
      }
    },
    async stop() {
      await stopCurrent();
      if (buildsDir) await rm(await buildsDir, { recursive: true, force: true });
    },
  };
}

/** A folder name for the Studio built to preview `previewUrl`. */
function siteKey(previewUrl: string): string {
  return createHash("sha256").update(previewUrl).digest("hex").slice(0, 12);
}

/**
 * Studio pointed at the lake's HTTPS listener (no token: the lake's open Studio mode), as
 * `npm start` runs it.
 */
function studioOptions(
  stack: ProvidedStack,
  previewUrl: string,
  log: (line: string) => void,
): StudioOptions {
  return {
    port: stack.studioPort,
    projectId: stack.sanityProjectId,
    dataset: stack.dataset,
    stagingDataset: "staging",
    apiHost: stack.lakeHttpsUrl,
    previewUrl,
    env: {
      SANITY_STUDIO_FIREBASE_PROJECT_ID: stack.firebaseProjectId,
      SANITY_STUDIO_FIREBASE_AUTH_EMULATOR_URL: `http://${stack.authHost}`,
      SANITY_STUDIO_FIRESTORE_EMULATOR_HOST: stack.firestoreHost,
      SANITY_STUDIO_SITE_URL: stack.webUrl,
    },
    log,
  };
}
