import type { Auth } from "firebase/auth";
import { firebaseService } from "./app";
import { firebaseSettings } from "./config";

export interface AuthClient {
  auth: Auth;
  sdk: typeof import("firebase/auth");
}

/**
 * Firebase Auth, downloaded on first use. `initializeAuth` with explicit
 * persistence instead of `getAuth`: the site signs in with email and password
 * only, so the popup/redirect resolver (iframes, extra kilobytes) is left out.
 */
export const loadAuth = firebaseService(
  () => import("firebase/auth"),
  (app, sdk): AuthClient => {
    let auth: Auth;
    try {
      auth = sdk.initializeAuth(app, {
        persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
      });
      const { authEmulatorUrl } = firebaseSettings();
      // The banner the SDK adds in emulator mode sits outside every landmark; the
      // console warning it also prints is enough for developers.
      if (authEmulatorUrl) {
        sdk.connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
      }
    } catch (error) {
      // Already initialised (e.g. a hot reload): reuse that instance.
      if ((error as { code?: string }).code !== "auth/already-initialized") throw error;
      auth = sdk.getAuth(app);
    }
    return { auth, sdk };
  },
);
