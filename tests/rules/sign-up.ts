/**
 * What a member's sign-up writes (web/src/features/members), for the rules tests: the profile,
 * and with it one use of the invitation code.
 */
import { doc, type Firestore, increment, serverTimestamp, writeBatch } from "firebase/firestore";

export function profileOf(uid: string, invitationCode: string) {
  return {
    email: `${uid}@example.com`,
    invitationCode,
    createdAt: serverTimestamp(),
    role: "user",
  };
}

/** The profile and one use of its code in one batch; `uses` overrides the use's write. */
export function signUpBatch(
  firestore: Firestore,
  uid: string,
  invitationCode: string,
  uses: unknown = increment(1),
) {
  const batch = writeBatch(firestore);
  batch.set(doc(firestore, "users", uid), profileOf(uid, invitationCode));
  batch.update(doc(firestore, "invitations", invitationCode), { uses });
  return batch.commit();
}
