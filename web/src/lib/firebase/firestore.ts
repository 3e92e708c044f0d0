import type { Firestore } from "firebase/firestore/lite";
import { firebaseService } from "./app";
import { firebaseSettings } from "./config";

interface FirestoreClient {
  db: Firestore;
  sdk: typeof import("firebase/firestore/lite");
}

/**
 * Firestore Lite (single reads and writes over REST, a fraction of the full SDK's
 * size: the site never listens to documents), downloaded on first use.
 * It sends the signed-in user's token when Auth has been loaded on the same app.
 */
export const loadFirestore = firebaseService(
  () => import("firebase/firestore/lite"),
  (app, sdk): FirestoreClient => {
    const db = sdk.getFirestore(app);
    const { firestoreEmulator } = firebaseSettings();
    if (firestoreEmulator) {
      try {
        sdk.connectFirestoreEmulator(db, firestoreEmulator.host, firestoreEmulator.port);
      } catch (error) {
        // Already connected (a hot reload re-ran this module): nothing to do.
        console.warn(error);
      }
    }
    return { db, sdk };
  },
);
