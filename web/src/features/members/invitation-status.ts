/**
 * Whether an invitation can still be used, read from its Firestore document the
 * way firestore.rules (isOpenInvitation) decides it: revoked, expired or used up
 * codes are refused. The rules have the last word; this gives the visitor the
 * specific reason before any account is created.
 */

export type InvitationStatus = "missing" | "open" | "revoked" | "expired" | "used-up";

/** A Firestore Timestamp or anything else with toMillis(). */
interface TimeValue {
  toMillis(): number;
}

function isTime(value: unknown): value is TimeValue {
  return typeof (value as TimeValue | null)?.toMillis === "function";
}

/** `data` is the invitation document's fields, or undefined when there is none. */
export function invitationStatus(
  data: Record<string, unknown> | undefined,
  now: number = Date.now(),
): InvitationStatus {
  if (!data) return "missing";
  if (data.revokedAt !== undefined && data.revokedAt !== null) return "revoked";
  if (isTime(data.expiresAt) && data.expiresAt.toMillis() <= now) return "expired";
  const uses = typeof data.uses === "number" ? data.uses : 0;
  if (typeof data.maxUses === "number" && uses >= data.maxUses) return "used-up";
  return "open";
}
