/**
 * Sanity Studio (`sanity dev`) against the e2e stack's lake, for the Studio
 * e2e file: start/stop on a free port, and a client that can read drafts.
 */

import type { Service } from "@tastemap/scripts/service";
import { startStudioService } from "@tastemap/scripts/services/studio";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

export interface RunningStudio {
  service: Service;
  url: string;
  /** The last lines `sanity dev` printed, to explain a failure. */
  logs: string[];
}

/**
 * Starts Studio pointed at the lake's HTTPS listener (no token: the lake's open Studio mode),
 * its Presentation tool previewing the stack's built site, or `previewUrl` (a dev server).
 */
async function startStudio(previewUrl?: string): Promise<RunningStudio> {
  const stack = inject("stack");
  const logs: string[] = [];
  const service = await startStudioService({
    port: stack.studioPort,
    projectId: stack.sanityProjectId,
    dataset: stack.dataset,
    stagingDataset: "staging",
    apiHost: stack.lakeHttpsUrl,
    previewUrl: previewUrl ?? stack.webUrl,
    log: (line) => {
      logs.push(line);
      if (logs.length > 200) logs.shift();
    },
  });
  return { service, url: service.url, logs };
}

/**
 * Studio for the tests of one file, like setUpBrowser: started before them, stopped after;
 * the returned function gives the running Studio inside a test. `previewUrl` is read when
 * Studio starts (a dev server set up before it).
 */
export function setUpStudio(previewUrl?: () => string): () => RunningStudio {
  let studio: RunningStudio | undefined;
  beforeAll(async () => {
    studio = await startStudio(previewUrl?.());
  }, 180_000);
  afterAll(async () => {
    await studio?.service.stop();
  }, 60_000);
  return () => {
    if (!studio) throw new Error("setUpStudio: Studio runs only while this file's tests run");
    return studio;
  };
}

export { lakeClient } from "./lake";

/** Studio's first render compiles with Vite: give a slow machine room. */
export const FIRST_RENDER_TIMEOUT = 120_000;

/** The structure pane path of one document (Places → <type list> → document). */
export function documentUrl(
  studioUrl: string,
  listId: string,
  id: string,
  workspace: "production" | "staging" = "production",
): string {
  return new URL(`/${workspace}/structure/places;${listId};${id}`, studioUrl).toString();
}

/** The document pane's text input for a top-level string field. */
export function stringField(page: Page, name: string) {
  return page.locator(`[data-testid="field-${name}"] input`).first();
}
