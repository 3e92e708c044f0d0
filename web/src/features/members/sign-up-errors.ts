/**
 * The errors a sign-up fails with that the form explains (sign-up-form.tsx): apart from the
 * sequence (sign-up.ts), which comes with Firebase when the visitor submits, so the form's
 * first load carries only these.
 */
import type { InvitationStatus } from "./invitation-status";

/** Why a code was refused: unknown or revoked (both "invalid"), expired, or used up. */
export type InvitationRefusal = Exclude<InvitationStatus, "open">;

/** The code cannot be used (`reason` says why); no account was left behind. */
export class InvalidInvitationError extends Error {
  constructor(readonly reason: InvitationRefusal = "missing") {
    super(`Invalid invitation code (${reason})`);
    this.name = "InvalidInvitationError";
  }
}

/** A required field is empty. */
export class MissingFieldsError extends Error {
  constructor() {
    super("Missing required fields");
    this.name = "MissingFieldsError";
  }
}
