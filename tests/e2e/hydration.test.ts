/**
 * No page of the build logs a hydration warning: every page it prerenders, the 404 page
 * and an unknown language prefix, opened in Chromium as the host serves them. (The dev
 * server's pages, with React's development build, which also reports attribute
 * mismatches: dev-server.test.ts.)
 */
import { describe, expect, inject, it } from "vitest";
import { setUpBrowser } from "./support/browser";
import { reportsOfEveryPage } from "./support/hydration-reports";

const browser = setUpBrowser();

describe("hydration of the build", () => {
  it("no page logs a hydration warning", async () => {
    const origin = new URL(inject("stack").webUrl).origin;
    expect(await reportsOfEveryPage(browser(), origin)).toEqual([]);
  }, 300_000);
});
