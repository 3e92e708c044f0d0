/**
 * The membership calls on Firebase (Auth + Firestore Lite). Member pages import
 * this module with import(), so even they paint before the SDK has downloaded.
 */
import type { User } from "firebase/auth";
import { loadMemberAuth, setSignedInHint } from "../../lib/auth/browser-store";
import { loadFirestore } from "../../lib/firebase/firestore";
import { invitationStatus } from "./invitation-status";
import type { Account, SignUpBackend, SignUpInput } from "./sign-up";
import { InvalidInvitationError, signUp } from "./sign-up";

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
    // One transaction: the profile and one use of the code, which the rules check
    // together. A racing sign-up that took the last use first makes the commit
    // fail its precondition; the retry reads the new count and refuses here.
    writeProfile: async (account, invitationCode) => {
      const invitation = store.doc(db, "invitations", invitationCode);
      await store.runTransaction(db, async (transaction) => {
        const snapshot = await transaction.get(invitation);
        const status = invitationStatus(snapshot.data());
        if (status !== "open") throw new InvalidInvitationError(status);
        const uses = snapshot.get("uses");
        transaction.set(store.doc(db, "users", account.uid), {
          // The address as Auth stored it: the rules compare it with the token's.
          email: account.email,
          invitationCode,
          createdAt: store.serverTimestamp(),
          role: "user",
        });
        transaction.update(invitation, { uses: (typeof uses === "number" ? uses : 0) + 1 });
      });
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
      accountCreatedAt: created && !Number.isNaN(created.getTime()) ? created : undefined,
    });
  });
}

export interface MemberProfile {
  email: string | null;
  createdAt: Date | undefined;
}

/** users/{uid}, or undefined when it does not exist. */
export async function loadMemberProfile(uid: string): Promise<MemberProfile | undefined> {
  await loadMemberAuth(); // The read must carry the member's token.
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, "users", uid));
  if (!snapshot.exists()) return undefined;
  const data = snapshot.data();
  const createdAt = data.createdAt;
  return {
    email: typeof data.email === "string" ? data.email : null,
    createdAt: createdAt instanceof sdk.Timestamp ? createdAt.toDate() : undefined,
  };
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
