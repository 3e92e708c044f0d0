import { useCallback, useSyncExternalStore } from "react";
import { useSiteSettings } from "../site/site-data";
import {
  CONSENT_STORAGE_KEY,
  type ConsentCategory,
  type ConsentRecord,
  type ConsentState,
  consentVersion,
  isCurrent,
  parseRecord,
  stateOf,
} from "./consent-record";

/**
 * The visitor's consent choice in this browser: localStorage under CONSENT_STORAGE_KEY
 * (first-party, no cookie: the server never needs it), shared by every tab. Browser-only: the
 * prerendered HTML and a hydrating page read "unasked", so every gated part is prerendered as
 * its placeholder and swaps to its embed after hydration when the choice allows it.
 */

/** Sent on `window` when this tab records a choice (other tabs hear `storage`). */
const CHANGED_EVENT = "tastemap:consent-changed";

function readRecord(): ConsentRecord | undefined {
  try {
    return parseRecord(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return undefined; // storage blocked: never asked, so nothing loads until the visitor chooses
  }
}

/** Records a choice for every category. A blocked storage keeps it for this page only. */
export function recordChoice(version: string, choice: Record<ConsentCategory, boolean>): void {
  const record: ConsentRecord = { version, decidedAt: Date.now(), ...choice };
  memory = record;
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage blocked: the choice holds until the page is left, and is asked again next time.
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/**
 * Allows one category (a placeholder's "Load" button), keeping the others as chosen under
 * this version, refused when there was no current choice.
 */
export function allowCategory(version: string, category: ConsentCategory): void {
  const record = currentRecord(version);
  recordChoice(version, {
    embeds: record?.embeds ?? false,
    analytics: record?.analytics ?? false,
    [category]: true,
  });
}

/** The choice made on this page when storage is blocked. */
let memory: ConsentRecord | undefined;

export function currentRecord(version: string): ConsentRecord | undefined {
  const record = readRecord() ?? memory;
  return isCurrent(record, version, Date.now()) ? record : undefined;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The current policy version, from site settings (the CMS's) and the code's. */
export function useConsentVersion(): string {
  return consentVersion(useSiteSettings()?.consent?.policyVersion);
}

/** Whether `category` may load here; "unasked" while prerendering and hydrating. */
export function useConsent(category: ConsentCategory): ConsentState {
  const version = useConsentVersion();
  const read = useCallback(
    () => stateOf(readRecord() ?? memory, category, version, Date.now()),
    [category, version],
  );
  return useSyncExternalStore(subscribe, read, () => "unasked");
}

/** Whether the visitor has a current choice; undefined while prerendering and hydrating. */
export function useHasChoice(): boolean | undefined {
  const version = useConsentVersion();
  const read = useCallback(() => currentRecord(version) !== undefined, [version]);
  return useSyncExternalStore(subscribe, read, () => undefined);
}
