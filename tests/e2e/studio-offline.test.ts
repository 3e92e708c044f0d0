/**
 * Studio as `npm start` runs it (`sanity dev` against the lake), on a machine without
 * internet: every request it makes is answered by this machine and none fails. Sanity's
 * own hosts (fonts, the dashboard script, the update check, help, announcements, trial
 * and upsell dialogs, schema descriptors) are either answered by the lake or not asked.
 */
import os from "node:os";
import path from "node:path";
import type { Page, Request } from "playwright-core";
import { expect, test } from "./support/fixtures";
import { FIRST_RENDER_TIMEOUT, setUpStudio } from "./support/studio";

const studio = setUpStudio({ kind: "dev" });

const LOOPBACK = /^(?:localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1|\[::1\])$/;

/**
 * Everything that went to another machine or failed, and the update check's console error,
 * as the test ends.
 */
function recordProblems(page: Page): () => string[] {
  const problems: string[] = [];
  const name = (request: Request) => `${request.method()} ${request.url().slice(0, 160)}`;
  /** Requests cancelled before any answer, and every address answered at least once. */
  const cancelled: Request[] = [];
  const answered = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (/^(?:https?|wss?):$/.test(url.protocol) && !LOOPBACK.test(url.hostname)) {
      problems.push(`left the machine: ${name(request)}`);
    }
  });
  page.on("requestfailed", async (request) => {
    const error = request.failure()?.errorText;
    const response = await request.response();
    // Studio reads only the headers of its protocol check and cancels the body: answered.
    if (error === "net::ERR_ABORTED" && response?.ok()) return;
    if (error === "net::ERR_ABORTED" && !response) cancelled.push(request);
    else problems.push(`failed (${error}): ${name(request)}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) {
      problems.push(`${response.status()}: ${name(response.request())}`);
    } else answered.add(`${response.request().method()} ${response.url()}`);
  });
  page.on("console", (message) => {
    if (/Failed to fetch version/.test(message.text())) {
      problems.push(`console: ${message.text().slice(0, 200)}`);
    }
  });
  // Studio 6 runs in React's strict mode in development: an effect runs, is undone and runs
  // again, so a listener (the tasks store's `data/listen`) is opened, cancelled by Studio
  // before the lake answers, and opened again. Cancelled is fine when the same request was
  // made again and answered; a cancelled request never answered is a failure.
  return () => [
    ...problems,
    ...cancelled
      .filter((request) => !answered.has(`${request.method()} ${request.url()}`))
      .map((request) => `cancelled, never answered: ${name(request)}`),
  ];
}

test.describe("Studio offline", () => {
  test("loads, signs in and opens its menus with every request answered on this machine", async ({
    studioPage: page,
  }) => {
    test.setTimeout(300_000);
    const problems = recordProblems(page);
    const fonts: string[] = [];
    page.on("response", (response) => {
      if (/\.woff2(?:\?|$)/.test(response.url()) && response.ok()) fonts.push(response.url());
    });
    // The schema claim comes once Studio has signed in to the lake and loaded the workspace;
    // the navbar's Help button asks for Sanity's help resources when it first renders.
    const answered = (pattern: RegExp) =>
      page.waitForResponse(pattern, { timeout: FIRST_RENDER_TIMEOUT }).then((r) => r.status());
    const claimed = answered(/\/descriptors\/claim/);
    const help = answered(/\/v1\/help\b/);
    await page.goto(new URL("/production/structure", studio().url).toString());
    await page
      .getByRole("link", { name: "Places" })
      .or(page.getByRole("button", { name: "Places" }))
      .first()
      .waitFor({ timeout: FIRST_RENDER_TIMEOUT });
    expect(await claimed).toBe(200);
    expect(await help).toBe(200);
    await page.getByRole("button", { name: "Help and resources" }).click();
    await page.getByRole("menu").waitFor();
    await page.keyboard.press("Escape");

    // What a slow check would still report comes within a few seconds of the first render.
    await page.waitForTimeout(3_000);
    await page.screenshot({ path: path.join(os.tmpdir(), "tastemap-studio-offline.png") });

    expect(problems()).toEqual([]);
    // Inter is drawn from this machine, not dropped.
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(new URL(font).origin).toBe(new URL(studio().url).origin);
  });
});
