/**
 * App Check for the Waitlist tool's Firebase app (decision 0058). Firestore enforces App Check
 * in production for every browser client, staff's included, so the tool attests itself the
 * way the site does: reCAPTCHA Enterprise with the site's key (whose domains list the Studio's
 * host) against a real project, a fixed local token against the emulators, which verify none
 * and where the SDK's debug provider cannot work offline.
 */
import type { StudioWaitlistConfig } from "@tastemap/config/studio";
import type { FirebaseApp } from "firebase/app";
import {
  CustomProvider,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
} from "firebase/app-check";

/** The same value the site sends locally (web/src/lib/firebase/app-check.ts). */
const LOCAL_APP_CHECK_TOKEN = "local-app-check-token";

/** Starts App Check on the tool's app: before its first Auth or Firestore call. */
export function startWaitlistAppCheck(app: FirebaseApp, config: StudioWaitlistConfig): void {
  initializeAppCheck(app, { provider: providerFor(config), isTokenAutoRefreshEnabled: true });
}

function providerFor(config: StudioWaitlistConfig): CustomProvider | ReCaptchaEnterpriseProvider {
  if (config.authEmulatorUrl || config.firestoreEmulatorHost) {
    return new CustomProvider({
      getToken: async () => ({
        token: LOCAL_APP_CHECK_TOKEN,
        expireTimeMillis: Date.now() + 60 * 60 * 1000,
      }),
    });
  }
  if (config.recaptchaEnterpriseSiteKey) {
    return new ReCaptchaEnterpriseProvider(config.recaptchaEnterpriseSiteKey);
  }
  throw new Error(
    "App Check needs SANITY_STUDIO_RECAPTCHA_ENTERPRISE_SITE_KEY for a real Firebase project (npm run deploy sets it from VITE_RECAPTCHA_ENTERPRISE_SITE_KEY)",
  );
}
