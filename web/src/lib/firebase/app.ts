import type { FirebaseApp } from "firebase/app";
import { once } from "../once";
import { firebaseSettings } from "./config";

/**
 * The Firebase app, downloaded on first use. Everything under lib/firebase imports
 * the SDK with `import()` only, so no public page carries it in its first load.
 */
const loadFirebaseApp = once(async (): Promise<FirebaseApp> => {
  const { getApps, initializeApp } = await import("firebase/app");
  return getApps()[0] ?? initializeApp(firebaseSettings().options);
});

/**
 * A Firebase service of the site's app, downloaded on first use: its SDK module
 * alongside the app, then `start` (getFirestore, initializeAuth…) once.
 */
export function firebaseService<Sdk, Client>(
  importSdk: () => Promise<Sdk>,
  start: (app: FirebaseApp, sdk: Sdk) => Client,
): () => Promise<Client> {
  return once(async () => {
    const [app, sdk] = await Promise.all([loadFirebaseApp(), importSdk()]);
    return start(app, sdk);
  });
}
