/**
 * The table of cases both sides of the invitation rules are tested against: this package's
 * module (index.test.ts) and firestore.rules on the emulator
 * (tests/rules/membership-cases.test.ts). Change the rules, the module or this table, and
 * whichever side disagrees fails.
 *
 * Times are offsets from the moment the case runs: the rules compare with the emulator's
 * request time, so the cases stay a day away from any edge (the module's own tests check
 * the exact instant).
 */
import type { InvitationState } from "./index";

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface InvitationCase {
  name: string;
  invitation: {
    /** Revoked a day ago. */
    revoked?: boolean;
    /** Expires this many ms from now (negative: expired). */
    expiresInMs?: number;
    uses?: number;
    maxUses?: number;
  };
  /** What the module says; the rules let a sign-up take a use exactly when it is "open". */
  state: InvitationState;
}

export const INVITATION_CASES: readonly InvitationCase[] = [
  { name: "a code with no limits", invitation: {}, state: "open" },
  { name: "uses left", invitation: { uses: 1, maxUses: 2 }, state: "open" },
  { name: "the last use taken", invitation: { uses: 1, maxUses: 1 }, state: "used-up" },
  { name: "more uses than its limit", invitation: { uses: 3, maxUses: 2 }, state: "used-up" },
  { name: "many uses and no limit", invitation: { uses: 500 }, state: "open" },
  { name: "expires tomorrow", invitation: { expiresInMs: DAY_MS }, state: "open" },
  { name: "expired yesterday", invitation: { expiresInMs: -DAY_MS }, state: "expired" },
  { name: "revoked", invitation: { revoked: true }, state: "revoked" },
  {
    name: "revoked, expired and used up: revoked first",
    invitation: { revoked: true, expiresInMs: -DAY_MS, uses: 1, maxUses: 1 },
    state: "revoked",
  },
  {
    name: "expired and used up: expired first",
    invitation: { expiresInMs: -DAY_MS, uses: 1, maxUses: 1 },
    state: "expired",
  },
];

export interface CodeCase {
  code: string;
  /** Whether staff may create an invitation with this code. */
  valid: boolean;
}

export const CODE_CASES: readonly CodeCase[] = [
  { code: "WELCOME2025", valid: true },
  { code: "7KQ4-XH2P-M9RT", valid: true },
  { code: "ABCDEFGHIJ", valid: true },
  { code: "ABCDEFGHI", valid: false },
  { code: "A".repeat(40), valid: true },
  { code: "A".repeat(41), valid: false },
  { code: "lower-case-code", valid: false },
  { code: "-DASH-FIRST-1", valid: false },
  { code: "SPACE CODE 25", valid: false },
  { code: "UNDER_SCORE_25", valid: false },
];

export interface SettingsCase {
  name: string;
  settings: { note?: string; maxUses?: number };
  /** Whether staff may create an invitation with these settings. */
  valid: boolean;
}

export const SETTINGS_CASES: readonly SettingsCase[] = [
  { name: "no note, no limit", settings: {}, valid: true },
  { name: "one use", settings: { maxUses: 1 }, valid: true },
  { name: "no use at all", settings: { maxUses: 0 }, valid: false },
  { name: "the largest limit", settings: { maxUses: 100_000 }, valid: true },
  { name: "past the largest limit", settings: { maxUses: 100_001 }, valid: false },
  { name: "a fractional limit", settings: { maxUses: 1.5 }, valid: false },
  { name: "a 200-character note", settings: { note: "n".repeat(200) }, valid: true },
  { name: "a 201-character note", settings: { note: "n".repeat(201) }, valid: false },
];
