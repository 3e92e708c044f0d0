/**
 * No page of the build logs a hydration warning: every page it prerenders, the 404 page
 * and an unknown language prefix, opened in Chromium as the host serves them. (The dev
 * server's pages, with React's development build, which also reports attribute
 * mismatches: dev-server.test.ts.)
 */

import { expect, test } from "./support/fixtures";
import { reportsOfEveryPage } from "./support/hydration-reports";
import { e2eStack } from "./support/stack";

test.describe("hydration of the build", () => {
  test("no page logs a hydration warning", async ({ newContext }) => {
    test.setTimeout(300_000);
    const origin = new URL(e2eStack().webUrl).origin;
    expect(await reportsOfEveryPage(newContext, origin)).toEqual([]);
  });
});
