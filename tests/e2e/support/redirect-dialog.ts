/**
 * The home page's redirect dialog leaves the site for the CMS's external page
 * after 3 s. A test that is not about the dialog opts out the way a visitor
 * who chose "Stay here" does: the session flag, set before any page script runs.
 */

import { REDIRECT_DISMISSED_KEY } from "@tastemap/web/redirect-storage";
import type { BrowserContext, Page } from "playwright-core";

export async function skipRedirectDialog(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((key) => {
    try {
      if (window === window.top) window.sessionStorage.setItem(key, "1");
    } catch {
      // frames without storage access
    }
  }, REDIRECT_DISMISSED_KEY);
}
