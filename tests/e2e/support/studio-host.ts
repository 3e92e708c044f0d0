/**
 * The suite's one Studio (`sanity dev` against the e2e stack's lake, its Waitlist tool on the
 * stack's emulators), started when a file first needs it and kept for the files after it:
 * a `sanity dev` start and its first compile cost 10-20 s on two cores, once instead of once
 * per Studio file. The lake allows one Studio origin, so one Studio runs at a time: a file
 * that previews another site (the dev server) gets a Studio of its own in its place.
 */
import type { Service } from "@tastemap/scripts/service";
import { startStudioService } from "@tastemap/scripts/services/studio";
import type { ProvidedStack } from "./stack";

export interface RunningStudio {
  service: Service;
  url: string;
  /** The last lines `sanity dev` printed, to explain a failure. */
  logs: string[];
}

export interface StudioHost {
  /** The running Studio whose Presentation previews `previewUrl`, started if need be. */
  studioFor(previewUrl: string): Promise<RunningStudio>;
  stop(): Promise<void>;
}

/** Lines of `sanity dev` kept, to explain a failure. */
const LOG_LINES = 200;

export function createStudioHost(stack: ProvidedStack): StudioHost {
  let current: { previewUrl: string; studio: Promise<RunningStudio> } | undefined;

  const stop = async () => {
    const stopping = current;
    current = undefined;
    const studio = await stopping?.studio.catch(() => undefined);
    await studio?.service.stop();
  };

  return {
    async studioFor(previewUrl) {
      if (current && current.previewUrl !== previewUrl) await stop();
      if (!current) current = { previewUrl, studio: startStudio(stack, previewUrl) };
      const starting = current;
      try {
        return await starting.studio;
      } catch (error) {
        // Not kept: the next file tries a fresh start.
        if (current === starting) current = undefined;
        throw error;
      }
    },
    stop,
  };
}

/**
 * Studio pointed at the lake's HTTPS listener (no token: the lake's open Studio mode), as
 * `npm start` runs it.
 */
async function startStudio(stack: ProvidedStack, previewUrl: string): Promise<RunningStudio> {
  const logs: string[] = [];
  const service = await startStudioService({
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
    log: (line) => {
      logs.push(line);
      if (logs.length > LOG_LINES) logs.shift();
    },
  });
  return { service, url: service.url, logs };
}
