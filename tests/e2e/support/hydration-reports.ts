/**
 * React's hydration reports, read from Chromium's console while every page of the site
 * loads (tests/e2e/hydration.test.ts for the build, dev-server.test.ts for `npm start`'s
 * dev server). Each page is read until it is hydrated and has checked its content (the mark
 * refresh-if-stale.ts sets); every console message and page error it produced is searched.
 */

import { prerenderPages } from "@tastemap/web/prerender-pages";
import type { ConsoleMessage, Page } from "playwright-core";
import { contentChecked } from "./browser";
import { eachAtOnce } from "./each-page";
import type { NewContext } from "./fixtures";
import { lakeClient } from "./lake";
import { skipRedirectDialog } from "./redirect-dialog";
import { e2eStack } from "./stack";
/**
 * React's hydration reports: development words them ("A tree hydrated but some attributes
 * …", "Hydration failed because …", "… will cause a hydration error"); production logs
 * only their numbers (418 text/content, 419/421/422/423 recovery, 425 text).
 */
export const HYDRATION_REPORT = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

/** Addresses no route or document answers: the 404 page, rendered two ways. */
const NOT_FOUND_PATHS = ["/no-such-page-here", "/xx/hotel-contact"];

async function everyPage(): Promise<string[]> {
  const pages = await prerenderPages(lakeClient());
  if (pages.length === 0) throw new Error("the lake lists no page to prerender");
  return [...pages.map((page) => page.path), ...NOT_FOUND_PATHS];
}

/** The hydration reports of one page load of `url`, with the address they came from. */
async function hydrationReports(page: Page, url: string): Promise<string[]> {
  const reports: string[] = [];
  const keep = (text: string) => {
    if (HYDRATION_REPORT.test(text)) reports.push(`${url}: ${text.slice(0, 400)}`);
  };
  const onConsole = (message: ConsoleMessage) =>
    keep(`console.${message.type()}: ${message.text()}`);
  const onError = (error: Error) => keep(`page error: ${error.message}`);
  page.on("console", onConsole);
  page.on("pageerror", onError);
  try {
    await page.goto(url);
    // Hydrated, idle, content checked (and, on the 404 page, handed over to its address).
    await contentChecked(page, 60_000);
  } finally {
    page.off("console", onConsole);
    page.off("pageerror", onError);
  }
  return reports;
}

/**
 * The hydration reports of every page the build prerenders, the 404 page and an unknown
 * language prefix, served from `origin`, in a context of the test's `newContext` fixture.
 * `inOrder`: one tab walks the pages one after the other (the dev server's check, where a
 * page's styles depend on what the tab loaded before); otherwise a few tabs at once.
 */
export async function reportsOfEveryPage(
  newContext: NewContext,
  origin: string,
  { inOrder = false }: { inOrder?: boolean } = {},
): Promise<string[]> {
  const context = await newContext({ viewport: { width: 1280, height: 900 } });
  // The home page's dialog would leave for an outside page mid-check.
  await skipRedirectDialog(context);
  // Nothing leaves the machine: outside requests (embeds, fonts) fail at once.
  const stackOrigins = [origin, new URL(e2eStack().lakeUrl).origin];
  await context.route(
    (url) => !stackOrigins.includes(url.origin),
    (route) => route.abort("internetdisconnected"),
  );
  const reports: string[] = [];
  const paths = await everyPage();
  if (inOrder) {
    const page = await context.newPage();
    for (const path of paths) {
      reports.push(...(await hydrationReports(page, new URL(path, origin).toString())));
    }
    return reports;
  }
  await eachAtOnce(paths, async (path) => {
    const page = await context.newPage();
    try {
      reports.push(...(await hydrationReports(page, new URL(path, origin).toString())));
    } finally {
      await page.close();
    }
  });
  return reports;
}
