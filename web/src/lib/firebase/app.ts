import type { FirebaseApp } from "firebase/app";
import { once } from "../once";
import { firebaseSettings } from "./config";

/**
 * The Firebase app, downloaded on first use. Everything under lib/firebase imports
 * the SDK with `import()` only, so no public page carries it in its first load.
 */
export const loadFirebaseApp = once(async (): Promise<FirebaseApp> => {
  const { getApps, initializeApp } = await import("firebase/app");
  return getApps()[0] ?? initializeApp(firebaseSettings().options);
});
