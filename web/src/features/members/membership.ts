/**
 * Becoming a member once the email is verified, written against a small backend
 * interface so its order can be unit-tested without Firebase. Sign-up (sign-up.ts)
 * only creates the account and keeps the invitation code in pendingMembers/{uid};
 * firestore.rules let the profile and the invitation use be written only with a
 * verified email, so the dashboard claims them here on the first verified visit:
 *   1. a profile already there: a member (a second tab or device got there first);
 *   2. otherwise the kept code is claimed: the profile and one use in one
 *      transaction, which writes nothing if the profile appeared meanwhile;
 *   3. a code that closed while the email waited (revoked, expired, used up) or
 *      no kept code at all is a refusal with its reason, and nothing is taken.
 */
import type { Account } from "./sign-up";
import { InvalidInvitationError, type InvitationRefusal } from "./sign-up-errors";

export interface MemberProfile {
  email: string | null;
  createdAt: Date | undefined;
}

export interface MembershipBackend {
  /** users/{uid}, or undefined when it does not exist. */
  loadProfile(uid: string): Promise<MemberProfile | undefined>;
  /** The code kept at sign-up, or undefined when there is none. */
  keptInvitationCode(uid: string): Promise<string | undefined>;
  /**
   * Creates users/{uid} and takes one use of the code in one transaction (nothing
   * when the profile exists by then); throws InvalidInvitationError when the code
   * is no longer open.
   */
  claim(account: Account, invitationCode: string): Promise<void>;
}

export type Membership =
  | { kind: "member"; profile: MemberProfile }
  | { kind: "refused"; reason: InvitationRefusal };

export async function enterMembership(
  backend: MembershipBackend,
  account: Account,
): Promise<Membership> {
  const existing = await backend.loadProfile(account.uid);
  if (existing) return { kind: "member", profile: existing };
  const code = await backend.keptInvitationCode(account.uid);
  // An account made past the sign-up form (the Auth API directly) has no code.
  if (code === undefined) return { kind: "refused", reason: "missing" };
  try {
    await backend.claim(account, code);
  } catch (error) {
    if (error instanceof InvalidInvitationError) return { kind: "refused", reason: error.reason };
    throw error;
  }
  const profile = await backend.loadProfile(account.uid);
  if (!profile) throw new Error("The membership was claimed but its profile cannot be read");
  return { kind: "member", profile };
}
