/**
 * Sanity Studio against the e2e stack's lake, for the Studio e2e files: the suite's running
 * Studio (studio-host.ts), and a client that can read drafts.
 */

import { mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { expect, test } from "./fixtures";
import { e2eStack } from "./stack";
import type { RunningStudio, StudioKind } from "./studio-host";

/**
 * Studio for the tests of one file: the suite's Studio (studio-host.ts) of `kind` (built
 * unless the file is about `sanity dev`), started before them if no earlier file started it;
 * the returned function gives the running Studio inside a test. `previewUrl` (read when the
 * file's tests start: a dev server set up before them) is what Presentation previews, the
 * stack's built site unless given.
 */
export function setUpStudio(
  options: { previewUrl?: () => string; kind?: StudioKind } = {},
): () => RunningStudio {
  let studio: RunningStudio | undefined;
  test.beforeAll(async ({ studioHost }) => {
    test.setTimeout(180_000);
    const previewUrl = options.previewUrl?.() ?? e2eStack().webUrl;
    studio = await studioHost.studioFor(previewUrl, options.kind ?? "built");
  });
  return () => {
    if (!studio) throw new Error("setUpStudio: Studio runs only while this file's tests run");
    return studio;
  };
}

export { lakeClient } from "./lake";

/** Studio's first render (under `sanity dev`, a compile with Vite): give a slow machine room. */
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

/** Clicks Publish once Studio enables it (after its own validation and save). */
export async function publish(page: Page) {
  const button = page.getByTestId("action-publish");
  await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true);
  await button.click();
}

/**
 * In the open document: once the form shows `from` in the string field `field` (Studio fills
 * the form after the pane opens), types `to` over it and publishes.
 */
export async function replaceAndPublish(page: Page, field: string, from: unknown, to: string) {
  const input = stringField(page, field);
  await expect.poll(() => input.inputValue(), { timeout: 30_000 }).toBe(from);
  await input.fill(to);
  await publish(page);
}

/**
 * On failure: a screenshot of Studio in the OS temp dir (tastemap-<file>-<name>.png) and
 * Studio's last log lines, to see what it showed.
 */
export async function debugStudio(studio: RunningStudio, file: string, page: Page, name: string) {
  const shot = path.join(os.tmpdir(), `tastemap-${file}-${name}.png`);
  await page.screenshot({ path: shot }).catch(() => undefined);
  console.error(
    `${file} e2e: screenshot ${shot}; last Studio log lines:\n${studio.logs.slice(-20).join("\n")}`,
  );
}

/**
 * Photographs for review: when the environment variable `folderVariable` names a folder, the
 * returned function saves a screenshot there as <name>.png once `ready` shows (Studio
 * re-renders a form while its lists load, so the network settles first); otherwise it does
 * nothing.
 */
export function shotsTo(folderVariable: string) {
  return async (page: Page, name: string, ready?: Locator) => {
    const dir = process.env[folderVariable];
    if (!dir) return;
    await page.waitForLoadState("networkidle").catch(() => undefined);
    await ready?.waitFor({ timeout: 30_000 });
    await mkdir(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${name}.png`) });
  };
}
