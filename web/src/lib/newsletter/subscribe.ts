import { answeredWithin } from "../answered-within";
import { appCheckReady } from "../firebase/app";
import { loadFirestore } from "../firebase/firestore";
import { lowercaseAscii } from "./email";
import { sha256Hex } from "./sha256";

/**
 * newsletters/{id}: one document per address, whatever its letter case. The id is the
 * SHA-256 of the address with A-Z lowercased and nothing else, because that is what the
 * rules' lower() does (see firestore.rules); String#toLowerCase would also fold Ä, Ö...
 * and produce an id the rules refuse.
 */
async function newsletterDocumentId(email: string): Promise<string> {
  return await sha256Hex(lowercaseAscii(email));
}

/**
 * How long a subscription waits for the store: then the form says it failed and keeps the
 * address (Firestore may still deliver the queued write; sending again is then answered as
 * "already on the list", and thanked).
 */
const ANSWER_WITHIN_MS = 20_000;

/** What the store answered: a new subscription, or an address that was already on the list. */
type SubscribeOutcome = "subscribed" | "already-subscribed";

/**
 * Adds a newsletter subscription. The rules allow create only, so writing the address's
 * own id a second time is refused with permission-denied. The address has already
 * passed normaliseEmail, which accepts exactly what the rules accept, so that refusal
 * means "already on the list": one record, and the visitor is thanked all the same.
 * App Check must hold a token first: with enforcement, a write without one is refused too,
 * and must not read as "already on the list" (decision 0058).
 * Loaded with import() when the form is submitted: Firebase is not on the page before.
 */
export async function subscribeToNewsletter(
  email: string,
  now = new Date(),
): Promise<SubscribeOutcome> {
  const [{ db, sdk }, id] = await Promise.all([
    loadFirestore(),
    newsletterDocumentId(email),
    appCheckReady(),
  ]);
  try {
    await answeredWithin(
      sdk.setDoc(sdk.doc(db, "newsletters", id), { email, subscribedAt: now.toISOString() }),
      ANSWER_WITHIN_MS,
      "The newsletter subscription",
    );
    return "subscribed";
  } catch (error) {
    if (isPermissionDenied(error)) return "already-subscribed";
    throw error;
  }
}

function isPermissionDenied(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { code?: unknown }).code === "permission-denied"
  );
}
