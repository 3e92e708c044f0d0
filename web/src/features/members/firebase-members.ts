/**
 * The membership calls on Firebase (Auth + Firestore Lite). Member pages import
 * this module with import(), so even they paint before the SDK has downloaded.
 */
import type { User } from "firebase/auth";
import { loadMemberAuth, setSignedInHint } from "../../lib/auth/browser-store";
import type { AuthClient } from "../../lib/firebase/auth";
import { firebaseErrorCode } from "../../lib/firebase/errors";
import { loadFirestore } from "../../lib/firebase/firestore";
import { invitationStatus } from "./invitation-status";
import {
  enterMembership,
  type MemberProfile,
  type Membership,
  type MembershipBackend,
} from "./membership";
import type { Account, SignUpBackend, SignUpInput } from "./sign-up";
import { signUp } from "./sign-up";
import { InvalidInvitationError } from "./sign-up-errors";

/** Where the verification email's "continue" leads: the dashboard, which then claims the membership. */
function continueUrl(): string {
  return new URL("/dashboard", window.location.origin).toString();
}

/** A continue URL the Firebase project does not allow (its authorized domains) must not stop the email. */
const CONTINUE_URL_ERRORS = new Set([
  "auth/unauthorized-continue-uri",
  "auth/invalid-continue-uri",
  "auth/missing-continue-uri",
]);

async function sendVerification(sdk: AuthClient["sdk"], user: User): Promise<void> {
  try {
    await sdk.sendEmailVerification(user, { url: continueUrl() });
  } catch (error) {
    if (!CONTINUE_URL_ERRORS.has(firebaseErrorCode(error) ?? "")) throw error;
    await sdk.sendEmailVerification(user);
  }
}

async function signUpBackend(): Promise<SignUpBackend> {
  const [{ auth, sdk: authSdk }, { db, sdk: store }] = await Promise.all([
    loadMemberAuth(),
    loadFirestore(),
  ]);
  let created: User | undefined;
  return {
    invitationStatus: async (code) =>
      invitationStatus((await store.getDoc(store.doc(db, "invitations", code))).data()),
    createAccount: async (email, password) => {
      created = (await authSdk.createUserWithEmailAndPassword(auth, email, password)).user;
      return { uid: created.uid, email: created.email };
    },
    // Takes no use: the rules give the profile and the use to verified emails only.
    keepInvitation: async (account, invitationCode) => {
      await store.setDoc(store.doc(db, "pendingMembers", account.uid), {
        invitationCode,
        createdAt: store.serverTimestamp(),
      });
    },
    sendVerificationEmail: async () => {
      if (!created) throw new Error("No account was created");
      await sendVerification(authSdk, created);
    },
    deleteAccount: async () => {
      if (!created) return;
      try {
        await authSdk.deleteUser(created);
      } finally {
        // If deleting failed, at least do not leave the half-made account signed in.
        if (auth.currentUser) await authSdk.signOut(auth);
      }
    },
  };
}

export async function signUpMember(input: SignUpInput): Promise<Account> {
  const account = await signUp(await signUpBackend(), input);
  setSignedInHint(true);
  return account;
}

export async function signInMember(email: string, password: string): Promise<void> {
  const { auth, sdk } = await loadMemberAuth();
  await sdk.signInWithEmailAndPassword(auth, email, password);
  setSignedInHint(true);
}

export async function signOutMember(): Promise<void> {
  const { auth, sdk } = await loadMemberAuth();
  await sdk.signOut(auth);
  setSignedInHint(false);
}

export interface Member {
  uid: string;
  email: string | null;
  /** Whether the address is verified: member data needs it (firestore.rules). */
  emailVerified: boolean;
  /** When Auth created the account: shown until (or if) the profile cannot be read. */
  accountCreatedAt: Date | undefined;
}

/**
 * Calls `next` with the signed-in member, or null once Auth knows nobody is
 * signed in. Returns the unsubscribe function.
 */
export async function watchMember(next: (member: Member | null) => void): Promise<() => void> {
  const { auth, sdk } = await loadMemberAuth();
  return sdk.onAuthStateChanged(auth, (user) => {
    if (!user) {
      next(null);
      return;
    }
    const created = user.metadata.creationTime ? new Date(user.metadata.creationTime) : undefined;
    next({
      uid: user.uid,
      email: user.email,
      emailVerified: user.emailVerified,
      accountCreatedAt: created && !Number.isNaN(created.getTime()) ? created : undefined,
    });
  });
}

/** Sends the signed-in account's verification email again. */
export async function resendVerificationEmail(): Promise<void> {
  const { auth, sdk } = await loadMemberAuth();
  if (!auth.currentUser) throw new Error("Nobody is signed in");
  await sendVerification(sdk, auth.currentUser);
}

/**
 * Asks Auth again whether the signed-in account's email is verified (the link
 * may have been opened in another tab or on another device). When it is, the ID
 * token is refreshed too: the rules read email_verified from the token, and the
 * one issued at sign-up still says false.
 */
export async function checkEmailVerified(): Promise<boolean> {
  const { auth, sdk } = await loadMemberAuth();
  const user = auth.currentUser;
  if (!user) return false;
  await sdk.reload(user);
  if (!user.emailVerified) return false;
  await user.getIdToken(true);
  return true;
}

/**
 * Makes sure the ID token Firestore sends says the email is verified. A page
 * opened after the link (its continue URL leads here) finds the account verified
 * (Auth reloads it on start) but may still hold the token issued at sign-up,
 * which says false for up to an hour.
 */
async function ensureVerifiedToken(): Promise<void> {
  const { auth } = await loadMemberAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return;
  const { claims } = await user.getIdTokenResult();
  if (claims.email_verified !== true) await user.getIdToken(true);
}

async function membershipBackend(): Promise<MembershipBackend> {
  // Every read and write must carry the member's token, and it must be current.
  await ensureVerifiedToken();
  const { db, sdk } = await loadFirestore();
  const profileOf = (data: Record<string, unknown>): MemberProfile => ({
    email: typeof data.email === "string" ? data.email : null,
    createdAt: data.createdAt instanceof sdk.Timestamp ? data.createdAt.toDate() : undefined,
  });
  return {
    loadProfile: async (uid) => {
      const snapshot = await sdk.getDoc(sdk.doc(db, "users", uid));
      return snapshot.exists() ? profileOf(snapshot.data()) : undefined;
    },
    keptInvitationCode: async (uid) => {
      const code = (await sdk.getDoc(sdk.doc(db, "pendingMembers", uid))).get("invitationCode");
      return typeof code === "string" ? code : undefined;
    },
    // One transaction: the profile and one use of the code, which the rules check
    // together. A racing sign-up that took the last use first makes the commit
    // fail its precondition; the retry reads the new count and refuses here. The
    // profile is read too, so a second tab claiming at the same time writes nothing.
    claim: async (account, invitationCode) => {
      const profile = sdk.doc(db, "users", account.uid);
      const invitation = sdk.doc(db, "invitations", invitationCode);
      await sdk.runTransaction(db, async (transaction) => {
        if ((await transaction.get(profile)).exists()) return;
        const snapshot = await transaction.get(invitation);
        const status = invitationStatus(snapshot.data());
        if (status !== "open") throw new InvalidInvitationError(status);
        const uses = snapshot.get("uses");
        transaction.set(profile, {
          // The address as Auth stored it: the rules compare it with the token's.
          email: account.email,
          invitationCode,
          createdAt: sdk.serverTimestamp(),
          role: "user",
        });
        transaction.update(invitation, { uses: (typeof uses === "number" ? uses : 0) + 1 });
      });
    },
  };
}

/** The verified member's profile, claimed from the code kept at sign-up on the first visit. */
export async function loadMembership(member: Member): Promise<Membership> {
  return enterMembership(await membershipBackend(), { uid: member.uid, email: member.email });
}

/**
 * Whether a member is signed in once Auth has read its persisted session (so a
 * reload of /signin by a signed-in member is told apart from a visitor).
 */
export async function isMemberSignedIn(): Promise<boolean> {
  const { auth } = await loadMemberAuth();
  await auth.authStateReady();
  return auth.currentUser !== null;
}

/** Downloads and initialises Auth and Firestore ahead of a submit. */
export async function warmUp(): Promise<void> {
  await Promise.all([loadMemberAuth(), loadFirestore()]);
}
