/**
 * After the lake restarts, an open page still follows publishes. Its own file, so the
 * restart comes late in the run, after the tests that only need a running lake.
 */
import type { SanityDocument } from "@sanity/client";
import { LIVE_CONNECTED_MARK } from "@tastemap/web/live-content";
import { setUpBrowser } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { lakeClient, restoreDocument } from "./support/lake";
import { openLivePage, showsText, stillSamePage } from "./support/live-page";
import type { PublicPage } from "./support/public-page";
import { e2eStack } from "./support/stack";

const browser = setUpBrowser();
const RESTAURANT_ID = "restaurant-rome-1";
let opened: PublicPage | undefined;
let original: SanityDocument | undefined;

test.afterEach(async () => {
  await opened?.context.close();
  if (original) await restoreDocument(original);
});

test.describe("live content across a lake restart", () => {
  test("still follows publishes after the lake restarts", async () => {
    test.setTimeout(90_000);
    original = await lakeClient().getDocument<SanityDocument>(RESTAURANT_ID);
    if (!original) throw new Error(`${RESTAURANT_ID} missing from the seed`);
    opened = await openLivePage(browser(), "/rome");
    const { page } = opened;
    const restarted = await fetch(e2eStack().restartLakeUrl, { method: "POST" });
    expect(restarted.status).toBe(204);
    // The stream comes back by itself (the browser's retry, then the client's backoff).
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length >= 2,
      LIVE_CONNECTED_MARK,
      { timeout: 30_000 },
    );
    const renamed = `${original.name} after restart`;
    await lakeClient().patch(RESTAURANT_ID).set({ name: renamed }).commit();
    await showsText(page, renamed, 5_000);
    expect(await stillSamePage(page)).toBe(true);
  });
});
