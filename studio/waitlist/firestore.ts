/**
 * The Waitlist tool's Firebase calls: staff sign-in (Auth) and the three
 * collections (Firestore Lite). The tool imports this module with import() when
 * it opens, so Studio never downloads Firebase for anything else; the public site
 * never imports anything under studio/.
 *
 * firestore.rules are the guard: these calls succeed only for a token carrying
 * the `admin` claim.
 */

import type { StudioWaitlistConfig } from "@tastemap/config/studio";
import { initializeApp } from "firebase/app";
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from "firebase/auth";
import {
  collection,
  connectFirestoreEmulator,
  type DocumentData,
  doc,
  getDocs,
  getFirestore,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from "firebase/firestore/lite";
import { startWaitlistAppCheck } from "./app-check";
import type { Invitation, Member, NewInvitation, NewsletterEntry } from "./model";

export interface StaffUser {
  uid: string;
  email: string | null;
  /** The token carries `admin: true` (read fresh from the server after sign-in). */
  isStaff: boolean;
}

function dateOf(value: unknown): Date | undefined {
  if (value instanceof Timestamp) return value.toDate();
  if (typeof value === "string") {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  return undefined;
}

function invitationOf(id: string, data: DocumentData): Invitation {
  return {
    code: id,
    note: typeof data.note === "string" ? data.note : "",
    uses: typeof data.uses === "number" ? data.uses : 0,
    maxUses: typeof data.maxUses === "number" ? data.maxUses : undefined,
    createdAt: dateOf(data.createdAt),
    expiresAt: dateOf(data.expiresAt),
    revokedAt: dateOf(data.revokedAt),
  };
}

/** One Firebase app of the tool's own (named, so it never meets another app on the page). */
export function connectWaitlist(config: StudioWaitlistConfig) {
  const app = initializeApp(config.options, "tastemap-waitlist");
  startWaitlistAppCheck(app, config);
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (config.authEmulatorUrl) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  }
  const db = getFirestore(app);
  if (config.firestoreEmulatorHost) {
    const colon = config.firestoreEmulatorHost.lastIndexOf(":");
    connectFirestoreEmulator(
      db,
      config.firestoreEmulatorHost.slice(0, colon),
      Number(config.firestoreEmulatorHost.slice(colon + 1)),
    );
  }

  async function staffUser(user: User): Promise<StaffUser> {
    // Forced refresh: a claim granted since the last token must count now.
    const token = await user.getIdTokenResult(true);
    return { uid: user.uid, email: user.email, isStaff: token.claims.admin === true };
  }

  return {
    /** Calls `next` with the signed-in user (or null) now and on every change. */
    watchUser(next: (user: StaffUser | null) => void, fail: (error: unknown) => void): () => void {
      return onAuthStateChanged(auth, (user) => {
        if (!user) next(null);
        else staffUser(user).then(next, fail);
      });
    },
    async signIn(email: string, password: string): Promise<void> {
      await signInWithEmailAndPassword(auth, email, password);
    },
    async signOut(): Promise<void> {
      await signOut(auth);
    },
    async listInvitations(): Promise<Invitation[]> {
      const snapshot = await getDocs(collection(db, "invitations"));
      return snapshot.docs.map((entry) => invitationOf(entry.id, entry.data()));
    },
    async listNewsletter(): Promise<NewsletterEntry[]> {
      const snapshot = await getDocs(collection(db, "newsletters"));
      return snapshot.docs.map((entry) => ({
        email: String(entry.get("email") ?? ""),
        subscribedAt: dateOf(entry.get("subscribedAt")),
      }));
    },
    async listMembers(): Promise<Member[]> {
      const snapshot = await getDocs(collection(db, "users"));
      return snapshot.docs.map((entry) => ({
        uid: entry.id,
        email: String(entry.get("email") ?? ""),
        invitationCode: String(entry.get("invitationCode") ?? ""),
        createdAt: dateOf(entry.get("createdAt")),
      }));
    },
    /** Refused by the rules when the code exists already (a create of an existing doc is an update). */
    async createInvitation(invitation: NewInvitation): Promise<void> {
      const data: Record<string, unknown> = {
        code: invitation.code,
        createdAt: serverTimestamp(),
        uses: 0,
      };
      if (invitation.note) data.note = invitation.note;
      if (invitation.maxUses !== undefined) data.maxUses = invitation.maxUses;
      if (invitation.expiresAt) data.expiresAt = Timestamp.fromDate(invitation.expiresAt);
      await setDoc(doc(db, "invitations", invitation.code), data);
    },
    async revokeInvitation(code: string): Promise<void> {
      await updateDoc(doc(db, "invitations", code), { revokedAt: serverTimestamp() });
    },
  };
}

export type WaitlistBackend = ReturnType<typeof connectWaitlist>;
