/**
 * The site's dev server, as `npm start` runs it, against the e2e stack's lake: it answers
 * a page request from any client (curl's `Accept: *\/*`, none at all) with the page, and
 * no page logs a hydration warning in Chromium with React's development build, which
 * reports attribute mismatches too, inside Studio's Presentation tool as well (where the
 * page is opened at draft mode's address and moved to the page asked for).
 */

import { setUpDevSite } from "./support/dev-site";
import { expect, test } from "./support/fixtures";
import { reportsOfEveryPage } from "./support/hydration-reports";
import { expectHomeHeldInPresentation } from "./support/preview-home";
import { setUpStudio } from "./support/studio";

const devSite = setUpDevSite();

/** What the dev server answers `accept` for `path` (a GET, or a HEAD). */
async function answer(path: string, accept: string | undefined, method = "GET") {
  const response = await fetch(new URL(path, devSite().url), {
    method,
    headers: accept === undefined ? {} : { accept },
    redirect: "manual",
  });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    body: await response.text(),
  };
}

test.describe("the dev server", () => {
  test("answers a page request with the page, whatever Accept says unless it names another type", async () => {
    test.setTimeout(120_000);
    // curl's default; fetch() sends */* too.
    const curl = await answer("/", "*/*");
    expect(curl.status).toBe(200);
    expect(curl.type).toMatch(/^text\/html/);
    expect(curl.body).toMatch(/^<!DOCTYPE html>/i);
    expect(curl.body).toContain("<h1");

    expect((await answer("/rome", "*/*")).status).toBe(200);
    const noAccept = await answer("/it/hotel-contact", "");
    expect(noAccept.status).toBe(200);
    expect(noAccept.body).toContain('<html lang="it"');
    // An unknown address is the 404 page, as from the host.
    const unknown = await answer("/no-such-page-here", "*/*");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain("<h1");
    // The static host's door to an English page (the language switch's link before
    // hydration, decision 0035) is the page here: a redirect to it.
    const door = await fetch(new URL("/en/terms", devSite().url), { redirect: "manual" });
    expect(door.status).toBeGreaterThanOrEqual(300);
    expect(door.status).toBeLessThan(400);
    expect(new URL(door.headers.get("location") ?? "", devSite().url).pathname).toBe("/terms");
    await door.body?.cancel();
    // `curl -I`: the page's status and type, no body.
    const head = await answer("/", "*/*", "HEAD");
    expect([head.status, head.type?.startsWith("text/html"), head.body]).toEqual([200, true, ""]);

    // Explicitly another type: not the page (the rest of the server's 404).
    const json = await answer("/", "application/json");
    expect(json.status).toBe(404);
    expect(json.body).not.toContain("<h1");
  });

  test("no page logs a hydration warning", async ({ newContext }) => {
    test.setTimeout(600_000);
    // Every page, the sticker shop included: it walks the sign-in page before the shop,
    // whose notes share their styles in another prop order (web/src/theme-style-order.test.tsx).
    expect(await reportsOfEveryPage(newContext, devSite().url, { inOrder: true })).toEqual([]);
  });

  test.describe("inside Studio's Presentation", () => {
    const studio = setUpStudio({ previewUrl: () => devSite().url, kind: "dev" });

    test("the home page hydrates without a warning, and its redirect dialog never leaves the preview", async ({
      newContext,
    }) => {
      test.setTimeout(400_000);
      await expectHomeHeldInPresentation(newContext, {
        studioUrl: studio().url,
        siteUrl: devSite().url,
      });
    });
  });
});
