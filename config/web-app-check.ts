/**
 * App Check's reCAPTCHA Enterprise site key as the site reads it back (decision 0058). A module
 * of its own, beside web.ts rather than in readWebConfig: every route's first load holds what
 * web.ts reaches, with no bytes to spare (decision 0048), and only the Firebase loader, which a
 * form downloads when it is used, needs the key. publicWebEnv (web.ts) writes it; the stack's
 * schema requires it for a real Firebase project.
 */
import { type Env, optionalEnv } from "./env.ts";

/** The site key, or undefined (against the emulators, where the site sends a local token). */
export function readAppCheckSiteKey(env: Env): string | undefined {
  return optionalEnv(env, "VITE_RECAPTCHA_ENTERPRISE_SITE_KEY");
}
