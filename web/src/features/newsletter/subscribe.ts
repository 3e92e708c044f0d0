import { loadFirestore } from "../../lib/firebase/firestore";
import { sha256Hex } from "./sha256";

/** newsletters/{id}: one document per address, whatever its letter case (see firestore.rules). */
export async function newsletterDocumentId(email: string): Promise<string> {
  return await sha256Hex(email.toLowerCase());
}

/**
 * Adds (or refreshes) a newsletter subscription. setDoc on the address's own id
 * creates the record the first time and overwrites it afterwards, so subscribing
 * twice leaves one record and succeeds both times without reading anything.
 * Loaded with import() when the form is submitted: Firebase is not on the page before.
 */
export async function subscribeToNewsletter(email: string, now = new Date()): Promise<void> {
  const [{ db, sdk }, id] = await Promise.all([loadFirestore(), newsletterDocumentId(email)]);
  await sdk.setDoc(sdk.doc(db, "newsletters", id), { email, subscribedAt: now.toISOString() });
}
