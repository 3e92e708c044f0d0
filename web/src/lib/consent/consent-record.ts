/**
 * A visitor's consent choice as stored (first-party localStorage, ADR 0054), and when it still
 * holds. Pure: the store (consent-store.ts) reads and writes it.
 */

/** Where the choice is kept: localStorage, this site's own (listed on the privacy page). */
export const CONSENT_STORAGE_KEY = "tastemap:consent";

/** The categories a visitor chooses; necessary storage needs no consent and is not one. */
export type ConsentCategory = "embeds" | "analytics";

export interface ConsentRecord {
  /** The policy version the choice was made under (consentVersion). */
  version: string;
  /** When the choice was made, in ms since the epoch. */
  decidedAt: number;
  embeds: boolean;
  analytics: boolean;
}

/**
 * How long a choice holds before the visitor is asked again: six months, the Garante's
 * guidelines of 10 June 2021 for a refusal. An acceptance is asked again after the same time.
 */
export const CHOICE_LIFETIME_MS = 183 * 24 * 60 * 60 * 1000;

/**
 * The version of the code's side of the policy: the categories and the third parties the code
 * loads (storage-items.ts). A unit test pins a hash of that list, so changing the list fails it
 * until this is raised, which asks every visitor again.
 */
export const CODE_POLICY_VERSION = 2;

/** The version a choice is made under: the CMS's policy version and the code's. */
export function consentVersion(cmsVersion: string | null | undefined): string {
  return `${cmsVersion || "0"}+${CODE_POLICY_VERSION}`;
}

/** The stored text as a record, or undefined when it is not one (absent, damaged, old shape). */
export function parseRecord(text: string | null): ConsentRecord | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return undefined;
    const { version, decidedAt, embeds, analytics } = value as Record<string, unknown>;
    if (typeof version !== "string" || typeof decidedAt !== "number") return undefined;
    if (typeof embeds !== "boolean" || typeof analytics !== "boolean") return undefined;
    return { version, decidedAt, embeds, analytics };
  } catch {
    return undefined;
  }
}

/** The record still answers for this version at `now`: same version, not older than six months. */
export function isCurrent(
  record: ConsentRecord | undefined,
  version: string,
  now: number,
): record is ConsentRecord {
  return (
    record !== undefined &&
    record.version === version &&
    now >= record.decidedAt &&
    now - record.decidedAt < CHOICE_LIFETIME_MS
  );
}

/** Granted, refused, or not asked yet (no current record): only "granted" loads anything. */
export type ConsentState = "granted" | "refused" | "unasked";

export function stateOf(
  record: ConsentRecord | undefined,
  category: ConsentCategory,
  version: string,
  now: number,
): ConsentState {
  if (!isCurrent(record, version, now)) return "unasked";
  return record[category] ? "granted" : "refused";
}
