/**
 * A public-site page for the e2e files: nothing it asks for leaves the stack,
 * and the London redirect dialog stays out of the way unless a test wants it.
 */
import type { BrowserContext, Locator, Page } from "playwright-core";
import { trackPageErrors } from "./browser";
import { type PresetConsent, presetConsent } from "./consent";
import type { NewContext } from "./fixtures";
import { skipRedirectDialog } from "./redirect-dialog";
import { e2eStack } from "./stack";

// Neutral on purpose: axe reads frames as part of the page, so no headings or landmarks.
const FAKE_EXTERNAL_PAGE =
  '<!doctype html><html lang="en"><head><title>External</title></head><body><p>External page</p></body></html>';

export interface PublicPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
  consoleErrors: string[];
  /** Every request that would have left the stack, by URL. */
  externalRequests: string[];
}

export interface PublicPageOptions {
  redirectDialog?: boolean;
  viewport?: { width: number; height: number };
  deviceScaleFactor?: number;
  /**
   * The visitor's consent choice when the page opens: by default refused, so the banner stays
   * out of the way and no embed loads; "accepted" for a test of an embed, "ask" for the banner.
   */
  consent?: PresetConsent;
}

/**
 * A fresh context (from the test's `newContext` fixture, which closes it) whose off-stack
 * requests (the redirect target, embedded pages) are answered with a tiny local page, never
 * the network. Unless `redirectDialog` is set, it opts out of the London redirect dialog the
 * way a visitor who chose "Stay here" does (sessionStorage), so it cannot take the page away
 * mid-test; and it has made its consent choice (`consent`, refused unless set), so the banner
 * covers nothing a test presses. Tests take it as the `publicPage` or `openPublicPage` fixture (fixtures.ts).
 */
export async function publicPage(
  newContext: NewContext,
  options: PublicPageOptions = {},
): Promise<PublicPage> {
  const context = await newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    deviceScaleFactor: options.deviceScaleFactor,
  });
  const page = await context.newPage();
  if (!options.redirectDialog) await skipRedirectDialog(page);
  await presetConsent(page, options.consent ?? "refused");
  const stackOrigins = [new URL(e2eStack().webUrl).origin, new URL(e2eStack().lakeUrl).origin];
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
async function topOf(page: Page, id: string): Promise<number | null> {
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
 * A footer link once the footer has hydrated. Until a visitor's first interaction the footer's
 * links are plain links (decision 0037): a click then loads the prerendered page, which needs
 * no lake. A test of a client-side navigation (its loading and error views) needs the router's
 * link, so it moves the pointer, as a visitor's hand does, and waits for the footer's mark.
 */
export async function hydratedFooterLink(page: Page, name: string): Promise<Locator> {
  await page.mouse.move(10, 10);
  await page.locator("footer[data-hydrated]").waitFor();
  return page.locator("footer").getByRole("link", { name });
}
