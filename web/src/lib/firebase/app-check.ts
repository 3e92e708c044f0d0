/**
 * Firebase App Check for the site's forms (decision 0058): which provider attests this build,
 * and starting it on the app before Auth or Firestore makes its first call. Imported by the
 * Firebase loader only, so it travels with the Firebase code a form downloads, never in a
 * page's first load.
 */
import type { FirebaseApp } from "firebase/app";
import type { AppCheck, CustomProviderOptions } from "firebase/app-check";

type AppCheckSdk = typeof import("firebase/app-check");

/**
 * What the site sends as its App Check token against the emulators. The emulators verify no
 * token, and the SDK's debug provider cannot work offline (it trades its debug token at
 * firebaseappcheck.googleapis.com on every request), so this is a fixed value made in the
 * browser: it attests nothing, it only makes the local stack run the production code path
 * (App Check first, a token on every request), which the end-to-end tests check.
 */
export const LOCAL_APP_CHECK_TOKEN = "local-app-check-token";
const LOCAL_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export type AppCheckProvider =
  | { kind: "recaptcha-enterprise"; siteKey: string }
  | { kind: "local-token" };

interface AppCheckSettings {
  recaptchaEnterpriseSiteKey: string | undefined;
  authEmulatorUrl: string | undefined;
  firestoreEmulator: unknown;
}

/**
 * The emulators get the local token (a site key beside them changes nothing: they could not
 * verify its tokens, and reCAPTCHA would need Google); a real project gets reCAPTCHA
 * Enterprise. A real project without a key is a build mistake: refusing to start names it,
 * where running on would send every form into enforcement's refusal.
 */
export function appCheckProvider(settings: AppCheckSettings): AppCheckProvider {
  if (settings.authEmulatorUrl || settings.firestoreEmulator) return { kind: "local-token" };
  const siteKey = settings.recaptchaEnterpriseSiteKey;
  if (siteKey) return { kind: "recaptcha-enterprise", siteKey };
  throw new Error(
    "App Check needs VITE_RECAPTCHA_ENTERPRISE_SITE_KEY for a real Firebase project: set it and build again (docs/deploy.md)",
  );
}

const localToken: CustomProviderOptions["getToken"] = async () => ({
  token: LOCAL_APP_CHECK_TOKEN,
  expireTimeMillis: Date.now() + LOCAL_TOKEN_LIFETIME_MS,
});

/**
 * Starts App Check on the app. Called once, right after initializeApp: Auth and Firestore pick
 * it up through the app, and a call made before it would carry no token. Auto-refresh fetches
 * the first token at once, so it is ready when the visitor submits. Calling it again with the
 * same provider (a hot reload) returns the running instance.
 */
export function startAppCheck(
  app: FirebaseApp,
  sdk: AppCheckSdk,
  provider: AppCheckProvider,
): AppCheck {
  return sdk.initializeAppCheck(app, {
    provider:
      provider.kind === "recaptcha-enterprise"
        ? new sdk.ReCaptchaEnterpriseProvider(provider.siteKey)
        : new sdk.CustomProvider({ getToken: localToken }),
    isTokenAutoRefreshEnabled: true,
  });
}
