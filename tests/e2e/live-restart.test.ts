/**
 * After the lake restarts, an open page still follows publishes. Its own file, so the
 * restart comes late in the run, after the tests that only need a running lake.
 */
import { LIVE_CONNECTED_MARK } from "@tastemap/web/live-content";
import { expect, test } from "./support/fixtures";
import { lakeClient } from "./support/lake";
import { openLivePage, showsText, stillSamePage } from "./support/live-page";
import { e2eStack } from "./support/stack";

const RESTAURANT_ID = "restaurant-rome-1";

test.describe("live content across a lake restart", () => {
  test("still follows publishes after the lake restarts", async ({ seeded, publicPage }) => {
    test.setTimeout(90_000);
    const original = await seeded(RESTAURANT_ID);
    const { page } = await openLivePage(publicPage, "/rome");
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
