/**
 * Who may join: the invitation rules, once, for the site (sign-up tells a visitor why a code
 * is refused before any account is made) and the Studio's Waitlist tool (staff see each
 * code's state and may only create codes the rules accept).
 *
 * firestore.rules enforces the same rules (isOpenInvitation, isNewInvitation) and cannot
 * import this module, so one table of cases (cases.ts) drives both this module's tests and
 * the rules tests (tests/rules/membership-cases.test.ts): a change to one side only fails.
 */

/** Why a code can or cannot be used, in the order the checks run. */
export type InvitationState = "open" | "revoked" | "expired" | "used-up";

/** A point in time as the site (a Firestore Timestamp) or the Studio (a Date) holds it. */
type TimeValue = Date | { toMillis(): number };

function millisOf(value: unknown): number | undefined {
  if (value instanceof Date) return value.getTime();
  if (typeof (value as { toMillis?: unknown } | null)?.toMillis === "function") {
    return (value as { toMillis(): number }).toMillis();
  }
  return undefined;
}

/**
 * An invitation's fields as its Firestore document `invitations/{code}` holds them: a missing
 * or null `revokedAt`, `expiresAt` or `maxUses` means "not revoked", "never expires", "no limit".
 */
export interface InvitationFields {
  revokedAt?: TimeValue | null | undefined;
  expiresAt?: TimeValue | null | undefined;
  uses?: number | undefined;
  maxUses?: number | null | undefined;
}

/**
 * Revoked, then expired (at or after its expiry instant), then used up (as many uses as its
 * limit), else open: firestore.rules' isOpenInvitation, which lets a sign-up take a use only
 * of an open code. The order names the first reason when several hold.
 */
export function invitationState(
  invitation: Readonly<InvitationFields> | Readonly<Record<string, unknown>>,
  now: Date | number = Date.now(),
): InvitationState {
  const fields = invitation as InvitationFields;
  const at = typeof now === "number" ? now : now.getTime();
  if (fields.revokedAt !== undefined && fields.revokedAt !== null) return "revoked";
  const expiresAt = millisOf(fields.expiresAt);
  if (expiresAt !== undefined && expiresAt <= at) return "expired";
  const uses = typeof fields.uses === "number" ? fields.uses : 0;
  if (typeof fields.maxUses === "number" && uses >= fields.maxUses) return "used-up";
  return "open";
}

/**
 * The shortest code staff may create (firestore.rules refuses shorter ones): a code's
 * document is readable by whoever knows the code, so it must not be guessable.
 */
export const MIN_CODE_LENGTH = 10;

/** The longest code: firestore.rules' isNewInvitation accepts 10 to 40 characters. */
export const MAX_CODE_LENGTH = 40;

/**
 * Upper-case letters, digits and dashes, not starting with a dash: readable aloud, safe in a
 * URL, never a reserved or multi-segment document id (firestore.rules' isNewInvitation).
 */
export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{9,39}$/;

/** Whether firestore.rules lets staff create an invitation with this code. */
export function isValidCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/** What staff typed, as a code: trimmed, upper-case, inner spaces as dashes. */
export function normaliseCode(typed: string): string {
  return typed.trim().toUpperCase().replace(/\s+/g, "-");
}

/** The most uses staff may allow one code (firestore.rules' hasValidInvitationSettings). */
export const MAX_USES_LIMIT = 100_000;

/** The longest note on a code: anyone who holds the code can read it, so it stays short. */
export const MAX_NOTE_LENGTH = 200;

/** An invitation's settings staff choose: a note, and a limit of uses (absent: none). */
export interface InvitationSettings {
  note?: string | undefined;
  maxUses?: number | undefined;
}

/** Whether firestore.rules accepts these settings on a new or edited invitation. */
export function isValidSettings({ note = "", maxUses }: InvitationSettings): boolean {
  return (
    note.length <= MAX_NOTE_LENGTH &&
    (maxUses === undefined ||
      (Number.isInteger(maxUses) && maxUses >= 1 && maxUses <= MAX_USES_LIMIT))
  );
}
