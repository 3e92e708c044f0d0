/**
 * A visitor's page whose requests never leave the stack, for the pages that load another
 * site's part (the shop's storefront, the contact pages' form embeds, the phone demos): the
 * scripts a test names are served with the body it gives (or refused, as a dead network
 * refuses them), a frame from elsewhere gets `frame`, and every other request off the stack
 * fails as if offline. The visitor has accepted embedded content (consent.test.ts covers one
 * who has not). Its context is the fixture's: closed when the test ends.
 */
import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { trackPageErrors } from "./browser";
import { presetConsent } from "./consent";
import type { NewContext } from "./fixtures";
import { e2eStack } from "./stack";

export interface OfflinePage {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** Every request for a named or third-party script, in order. */
  scriptRequests: string[];
}

export interface OfflineRoutes {
  /** Script address (absolute, or a path of the site) → the body served, or "abort". */
  scripts: Record<string, string>;
  /** What a frame from another site shows. Without it, such a frame fails too. */
  frame?: string;
  device?: BrowserContextOptions;
}

/** The body that refuses a named script. */
export const REFUSED = "abort";

export async function openOfflinePage(
  newContext: NewContext,
  { scripts, frame, device = {} }: OfflineRoutes,
): Promise<OfflinePage> {
  const stack = e2eStack();
  const allowed = [new URL(stack.webUrl).origin, new URL(stack.lakeUrl).origin];
  const context = await newContext(device);
  await presetConsent(context, "accepted");
  const scriptRequests: string[] = [];
  // A script the content names by path (a seeded stand-in) is the site's own: routed here too.
  const named = new Map(
    Object.entries(scripts).map(([url, body]) => [new URL(url, stack.webUrl).href, body]),
  );
  await context.route(
    (url) => !allowed.includes(url.origin) || named.has(url.href),
    async (route) => {
      const request = route.request();
      const url = request.url();
      const body = named.get(url);
      if (body !== undefined) {
        scriptRequests.push(url);
        if (body === REFUSED) return await route.abort("internetdisconnected");
        return await route.fulfill({ contentType: "text/javascript", body });
      }
      if (frame !== undefined && request.resourceType() === "document") {
        return await route.fulfill({ contentType: "text/html", body: frame });
      }
      if (request.resourceType() === "script") scriptRequests.push(url);
      return await route.abort("internetdisconnected");
    },
  );
  const page = await context.newPage();
  return { context, page, errors: trackPageErrors(page), scriptRequests };
}
