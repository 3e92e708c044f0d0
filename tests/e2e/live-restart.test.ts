/**
 * After the lake restarts, an open page still follows publishes. Its own file, so the
 * restart comes late in the run, after the tests that only need a running lake.
 */
import type { SanityDocument } from "@sanity/client";
import { afterEach, describe, expect, inject, it } from "vitest";
import { LIVE_CONNECTED_MARK } from "../../web/src/lib/sanity/live-content";
import { setUpBrowser, siteUrl } from "./support/browser";
import { lakeClient } from "./support/lake";
import { type PublicPage, publicPage } from "./support/public-page";

const browser = setUpBrowser();
const RESTAURANT_ID = "restaurant-rome-1";
let opened: PublicPage | undefined;
let original: SanityDocument | undefined;

afterEach(async () => {
  await opened?.context.close();
  if (original) {
    const { _rev, _updatedAt, _createdAt, ...content } = original;
    await lakeClient()
      .transaction()
      .createOrReplace({ ...content, _id: original._id, _type: original._type })
      .delete(`drafts.${original._id}`)
      .commit();
  }
});

describe("live content across a lake restart", () => {
  it("still follows publishes after the lake restarts", async () => {
    original = await lakeClient().getDocument<SanityDocument>(RESTAURANT_ID);
    if (!original) throw new Error(`${RESTAURANT_ID} missing from the seed`);
    opened = await publicPage(browser());
    const { page } = opened;
    await page.goto(siteUrl("/rome"));
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      LIVE_CONNECTED_MARK,
      { timeout: 30_000 },
    );
    await page.evaluate(() => {
      (window as unknown as { liveProbe: number }).liveProbe = 1;
    });
    const restarted = await fetch(inject("stack").restartLakeUrl, { method: "POST" });
    expect(restarted.status).toBe(204);
    // The stream comes back by itself (the browser's retry, then the client's backoff).
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length >= 2,
      LIVE_CONNECTED_MARK,
      { timeout: 30_000 },
    );
    const renamed = `${original.name} after restart`;
    await lakeClient().patch(RESTAURANT_ID).set({ name: renamed }).commit();
    await page.waitForFunction((wanted) => document.body.textContent?.includes(wanted), renamed, {
      timeout: 5_000,
    });
    expect(
      await page.evaluate(() => (window as unknown as { liveProbe?: number }).liveProbe === 1),
    ).toBe(true);
  }, 90_000);
});
