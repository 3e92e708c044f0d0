/**
 * The consent banner asks every new visitor on a page with another site's part (ADR 0054). A
 * test that is not about consent starts as a visitor who has already chosen, the way one who
 * pressed Reject or Accept did: a current record in localStorage, set before any page script
 * runs (as skipRedirectDialog does for the redirect dialog). The test of consent itself starts
 * with none (`"ask"`).
 */

import {
  CONSENT_STORAGE_KEY,
  type ConsentRecord,
  consentVersion,
} from "@tastemap/web/consent-record";
import type { BrowserContext, Page } from "playwright-core";
import { lakeClient } from "./lake";

export type PresetConsent = "ask" | "refused" | "accepted";

/** The policy version the site asks under: the CMS's (the same in every language) and the code's. */
async function currentConsentVersion(): Promise<string> {
  const policyVersion = await lakeClient().fetch<string | null>(
    `*[_type == "siteSettings" && language == "en"][0].consent.policyVersion`,
  );
  return consentVersion(policyVersion);
}

/** Starts `target`'s pages with `choice` recorded (nothing for "ask"), on every page load. */
export async function presetConsent(
  target: Page | BrowserContext,
  choice: PresetConsent,
): Promise<void> {
  if (choice === "ask") return;
  const accepted = choice === "accepted";
  const record: ConsentRecord = {
    version: await currentConsentVersion(),
    decidedAt: Date.now(),
    embeds: accepted,
    analytics: accepted,
  };
  await target.addInitScript(
    ([key, value]) => {
      try {
        // The site's own documents only: a framed page has its own storage, or none.
        if (window === window.top) window.localStorage.setItem(key, value);
      } catch {
        // frames without storage access
      }
    },
    [CONSENT_STORAGE_KEY, JSON.stringify(record)] as const,
  );
}
