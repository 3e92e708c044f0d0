import { useEffect, useSyncExternalStore } from "react";
import { signedInStore } from "./browser-store";

/**
 * True while a member is signed in (the header shows Dashboard instead of Sign In
 * and Sign Up). Public pages never download Firebase for this: see
 * signed-in-store.ts.
 */
export function useSignedIn(): boolean {
  useEffect(() => signedInStore.start(), []);
  return useSyncExternalStore(
    signedInStore.subscribe,
    signedInStore.getSnapshot,
    signedInStore.getServerSnapshot,
  );
}
