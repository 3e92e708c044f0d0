/**
 * Sanity Studio (`sanity dev`) against the e2e stack's lake, for the Studio e2e files: the
 * suite's running Studio (studio-host.ts), and a client that can read drafts.
 */

import type { Page } from "playwright-core";
import { test } from "./fixtures";
import { e2eStack } from "./stack";
import type { RunningStudio } from "./studio-host";

/**
 * Studio for the tests of one file: the suite's Studio (studio-host.ts),
 * started before them if no earlier file started it; the returned function gives the running
 * Studio inside a test. `previewUrl` (read when the file's tests start: a dev server set up
 * before them) is what Presentation previews, the stack's built site unless given.
 */
export function setUpStudio(previewUrl?: () => string): () => RunningStudio {
  let studio: RunningStudio | undefined;
  test.beforeAll(async ({ studioHost }) => {
    test.setTimeout(180_000);
    studio = await studioHost.studioFor(previewUrl?.() ?? e2eStack().webUrl);
  });
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
