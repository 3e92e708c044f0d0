/**
 * Shared by the public-site e2e files (public-*.test.ts): lake clients, a page
 * that never leaves the stack, and the redirect-dialog opt-out.
 */
import type { SanityClient, SanityDocument } from "@sanity/client";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { trackPageErrors } from "./support/browser";

export { contentChecked } from "./support/browser";

import { lakeClient } from "./support/lake";
import { skipRedirectDialog } from "./support/redirect-dialog";

/** Read (published) and write client for the e2e stack's lake. */
export function lake(): SanityClient {
  return lakeClient();
}

export async function content<T>(query: string, params: Record<string, string> = {}) {
  const result = await lake().fetch<T>(query, params);
  if (!result) throw new Error(`seed content missing for ${query.slice(0, 60)}`);
  return result as NonNullable<T>;
}

/**
 * Runs `change` against a document and always puts the original back, so a
 * failing assertion never leaves the lake edited for the next test.
 */
export async function withDocumentChange(
  id: string,
  change: (client: SanityClient) => Promise<unknown>,
  run: () => Promise<void>,
) {
  const client = lake();
  const original = await client.getDocument<SanityDocument>(id);
  if (!original) throw new Error(`document ${id} missing`);
  await change(client);
  try {
    await run();
  } finally {
    await client.createOrReplace(original);
  }
}

// Neutral on purpose: axe reads frames as part of the page, so no headings or landmarks.
export const FAKE_EXTERNAL_PAGE =
  '<!doctype html><html lang="en"><head><title>External</title></head><body><p>External page</p></body></html>';

export interface PublicPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
  consoleErrors: string[];
  /** Every request that would have left the stack, by URL. */
  externalRequests: string[];
}

/**
 * A fresh context whose off-stack requests (the redirect target, embedded
 * pages) are answered with a tiny local page, never the network. Unless
 * `redirectDialog` is set, it opts out of the London redirect dialog the way
 * a visitor who chose "Stay here" does (sessionStorage), so it cannot take the
 * page away mid-test.
 */
export async function publicPage(
  browser: Browser,
  options: { redirectDialog?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<PublicPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  if (!options.redirectDialog) await skipRedirectDialog(page);
  const stackOrigins = [
    new URL(inject("stack").webUrl).origin,
    new URL(inject("stack").lakeUrl).origin,
  ];
  const externalRequests: string[] = [];
  await context.route(
    (url) => !stackOrigins.includes(url.origin),
    async (route) => {
      externalRequests.push(route.request().url());
      await route.fulfill({ contentType: "text/html", body: FAKE_EXTERNAL_PAGE });
    },
  );
  const errors = trackPageErrors(page);
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  return { context, page, errors, consoleErrors, externalRequests };
}

/** Where an element's top edge is, relative to the viewport. */
export async function topOf(page: Page, id: string): Promise<number | null> {
  return await page.evaluate(
    (elementId) => document.getElementById(elementId)?.getBoundingClientRect().top ?? null,
    id,
  );
}

/** True once the element's top is within the band under the fixed header. */
export async function isScrolledTo(page: Page, id: string): Promise<boolean> {
  const top = await topOf(page, id);
  return top !== null && top >= 0 && top < 160 && (await page.evaluate(() => window.scrollY)) > 0;
}

/**
 * expect.poll with room for a slow machine: the stack shares two CPU cores
 * with the browser, and vitest's default (1 s) is shorter than a cold page load.
 */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 20_000, interval: 100 });
}
