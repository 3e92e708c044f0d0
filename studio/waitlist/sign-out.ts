import type { WaitlistBackend } from "./firestore";

/** Signs staff out; a failure (offline) is logged and leaves them signed in. */
export function signOutStaff(backend: WaitlistBackend): void {
  backend.signOut().catch((error: unknown) => console.error("Waitlist: sign-out failed", error));
}
