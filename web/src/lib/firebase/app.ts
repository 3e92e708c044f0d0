import type { FirebaseApp } from "firebase/app";
import type { AppCheck } from "firebase/app-check";
import { once } from "../once";
import { appCheckProvider, startAppCheck } from "./app-check";
import { firebaseSettings } from "./config";

interface LoadedApp {
  app: FirebaseApp;
  appCheck: AppCheck;
  appCheckSdk: typeof import("firebase/app-check");
}

/**
 * The Firebase app with App Check started on it, downloaded on first use. Everything under
 * lib/firebase imports the SDK with `import()` only, so no public page carries it in its
 * first load; App Check comes in the same download (decision 0058).
 */
const loadFirebaseApp = once(async (): Promise<LoadedApp> => {
  const [{ getApps, initializeApp }, appCheckSdk] = await Promise.all([
    import("firebase/app"),
    import("firebase/app-check"),
  ]);
  const settings = firebaseSettings();
  // The provider is chosen before the app exists: a build without its site key fails here.
  const provider = appCheckProvider(settings);
  const app = getApps()[0] ?? initializeApp(settings.options);
  return { app, appCheck: startAppCheck(app, appCheckSdk, provider), appCheckSdk };
});

/**
 * A Firebase service of the site's app, downloaded on first use: its SDK module
 * alongside the app, then `start` (getFirestore, initializeAuth…) once, always after
 * App Check, so the service's first call carries a token.
 */
export function firebaseService<Sdk, Client>(
  importSdk: () => Promise<Sdk>,
  start: (app: FirebaseApp, sdk: Sdk) => Client,
): () => Promise<Client> {
  return once(async () => {
    const [{ app }, sdk] = await Promise.all([loadFirebaseApp(), importSdk()]);
    return start(app, sdk);
  });
}

/** App Check could not attest this browser (reCAPTCHA blocked or unreachable). */
class AppCheckUnavailableError extends Error {
  readonly code = "app-check/unavailable";

  constructor(cause: unknown) {
    super("App Check could not get a token for this browser", { cause });
    this.name = "AppCheckUnavailableError";
  }
}

/**
 * Resolves once App Check holds a token. Where a write's refusal means something to the
 * form (the newsletter reads permission-denied as "already subscribed"), a missing token
 * must fail first, as itself: with enforcement, it too would come back as a refusal.
 */
export async function appCheckReady(): Promise<void> {
  const { appCheck, appCheckSdk } = await loadFirebaseApp();
  try {
    await appCheckSdk.getToken(appCheck);
  } catch (error) {
    throw new AppCheckUnavailableError(error);
  }
}
