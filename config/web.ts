/**
 * The site's configuration: the public VITE_* values vite.config.ts bakes into the build
 * (publicWebEnv) and the site reads back, in the browser and in its server entry
 * (readWebConfig). Tokens never appear here.
 */
import { type Env, optionalEnv, requireEnv } from "./env.ts";
import type { StackConfig } from "./stack.ts";

export type { Env } from "./env.ts";

/**
 * Where the site enters draft mode: Studio's Presentation opens this path with its preview
 * URL secret (`previewMode.enable`) and the site answers it (web/src/lib/sanity/draft-mode.ts).
 * Here because both sides must agree and neither imports the other.
 */
export const PREVIEW_ENABLE_PATH = "/preview-mode/enable";

export interface WebConfig {
  /** The site's public origin (canonical and Open Graph URLs). */
  siteUrl: string;
  sanity: {
    projectId: string;
    dataset: string;
    apiVersion: string;
    /** Set only in local mode: the local Content Lake's origin. */
    apiHost: string | undefined;
  };
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId: string;
    /** Set only against the emulators. */
    authEmulatorUrl: string | undefined;
    firestoreEmulatorHost: string | undefined;
  };
}

/**
 * The site's public configuration, from the VITE_* values publicWebEnv wrote. Written out, not
 * a valibot schema as the other readers are: this runs in every route's first load, whose
 * budget has no room for a schema library (decision 0048). The values were checked when the
 * build wrote them (readStackConfig); a missing one still fails here, naming its variable.
 */
export function readWebConfig(env: Env): WebConfig {
  return {
    siteUrl: requireEnv(env, "VITE_SITE_URL"),
    sanity: {
      projectId: requireEnv(env, "VITE_SANITY_PROJECT_ID"),
      dataset: requireEnv(env, "VITE_SANITY_DATASET"),
      apiVersion: requireEnv(env, "VITE_SANITY_API_VERSION"),
      apiHost: optionalEnv(env, "VITE_SANITY_API_HOST"),
    },
    firebase: {
      apiKey: requireEnv(env, "VITE_FIREBASE_API_KEY"),
      authDomain: requireEnv(env, "VITE_FIREBASE_AUTH_DOMAIN"),
      projectId: requireEnv(env, "VITE_FIREBASE_PROJECT_ID"),
      appId: requireEnv(env, "VITE_FIREBASE_APP_ID"),
      authEmulatorUrl: optionalEnv(env, "VITE_FIREBASE_AUTH_EMULATOR_URL"),
      firestoreEmulatorHost: optionalEnv(env, "VITE_FIRESTORE_EMULATOR_HOST"),
    },
  };
}

/** The public values the site is built with (Vite exposes VITE_* to the browser). */
export function publicWebEnv(config: StackConfig): Record<string, string> {
  const values: Record<string, string> = {
    VITE_SITE_URL: config.siteUrl,
    VITE_SANITY_PROJECT_ID: config.sanity.projectId,
    VITE_SANITY_DATASET: config.sanity.dataset,
    VITE_SANITY_API_VERSION: config.sanity.apiVersion,
    VITE_FIREBASE_API_KEY: config.firebase.apiKey,
    VITE_FIREBASE_AUTH_DOMAIN: config.firebase.authDomain,
    VITE_FIREBASE_PROJECT_ID: config.firebase.projectId,
    VITE_FIREBASE_APP_ID: config.firebase.appId,
  };
  if (config.sanity.apiHost) values.VITE_SANITY_API_HOST = config.sanity.apiHost;
  if (config.firebase.recaptchaEnterpriseSiteKey) {
    values.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY = config.firebase.recaptchaEnterpriseSiteKey;
  }
  if (config.firebase.mode === "emulator") {
    values.VITE_FIREBASE_AUTH_EMULATOR_URL = `http://127.0.0.1:${config.ports.auth}`;
    values.VITE_FIRESTORE_EMULATOR_HOST = `127.0.0.1:${config.ports.firestore}`;
  }
  return values;
}
