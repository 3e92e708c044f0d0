/**
 * Staff rights are the Firebase custom claim `admin: true` (firestore.rules'
 * isAdmin). Granting and revoking go through the Admin SDK, the one client that
 * may set claims; these functions take its Auth so the same code runs against the
 * Auth emulator and a real project (scripts/staff.ts decides which).
 */
import type { Auth, UserRecord } from "firebase-admin/auth";

export class NoSuchAccountError extends Error {
  constructor(readonly email: string) {
    super(
      `No Firebase account for ${email}. Create it first (Firebase console → Authentication → Add user, or sign up on the site), then run this again.`,
    );
    this.name = "NoSuchAccountError";
  }
}

async function accountOf(auth: Auth, email: string): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === "auth/user-not-found") {
      throw new NoSuchAccountError(email);
    }
    throw error;
  }
}

/** Adds `admin: true`, keeping any other claims the account has. */
export async function grantStaff(auth: Auth, email: string): Promise<UserRecord> {
  const user = await accountOf(auth, email);
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
  return user;
}

/**
 * Removes the claim and ends the account's sessions: a token already issued
 * carries the claim until it expires (up to an hour), so its refresh tokens are
 * revoked and the person must sign in again, without staff rights.
 */
export async function revokeStaff(auth: Auth, email: string): Promise<UserRecord> {
  const user = await accountOf(auth, email);
  const { admin: _, ...others } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, Object.keys(others).length > 0 ? others : null);
  await auth.revokeRefreshTokens(user.uid);
  return user;
}

/** The local staff account `npm start` seeds: created with this password if missing, then granted. */
export async function ensureStaffAccount(
  auth: Auth,
  account: { email: string; password: string },
): Promise<UserRecord> {
  try {
    await auth.getUserByEmail(account.email);
  } catch (error) {
    if ((error as { code?: string }).code !== "auth/user-not-found") throw error;
    await auth.createUser({ ...account, emailVerified: true, displayName: "Local staff" });
  }
  return await grantStaff(auth, account.email);
}
