/**
 * Whether an invitation can still be used, read from its Firestore document with the
 * membership rules (@tastemap/membership, the same rules firestore.rules' isOpenInvitation
 * enforces): revoked, expired or used up codes are refused. The rules have the last word;
 * this gives the visitor the specific reason before any account is created.
 */
import { type InvitationState, invitationState } from "@tastemap/membership";

export type InvitationStatus = "missing" | InvitationState;

/** `data` is the invitation document's fields, or undefined when there is none. */
export function invitationStatus(
  data: Record<string, unknown> | undefined,
  now: number = Date.now(),
): InvitationStatus {
  return data ? invitationState(data, now) : "missing";
}
