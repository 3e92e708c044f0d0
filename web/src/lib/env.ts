/**
 * The site's public configuration, baked in at build time by vite.config.ts from
 * the same resolver `npm start` uses (scripts/lib/env.ts). Read once, at start-up,
 * so a missing value fails fast with the variable's name instead of a broken page.
 */

export interface WebEnv {
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

type RawEnv = Record<string, string | boolean | undefined>;

function required(source: RawEnv, name: string): string {
  const value = source[name];
  if (typeof value !== "string" || value.trim() === "") {
    throw new Error(`Missing required environment variable: ${name}`);
  }
  return value.trim();
}

function optional(source: RawEnv, name: string): string | undefined {
  const value = source[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

export function readWebEnv(source: RawEnv = import.meta.env): WebEnv {
  return {
    siteUrl: required(source, "VITE_SITE_URL"),
    sanity: {
      projectId: required(source, "VITE_SANITY_PROJECT_ID"),
      dataset: required(source, "VITE_SANITY_DATASET"),
      apiVersion: required(source, "VITE_SANITY_API_VERSION"),
      apiHost: optional(source, "VITE_SANITY_API_HOST"),
    },
    firebase: {
      apiKey: required(source, "VITE_FIREBASE_API_KEY"),
      authDomain: required(source, "VITE_FIREBASE_AUTH_DOMAIN"),
      projectId: required(source, "VITE_FIREBASE_PROJECT_ID"),
      appId: required(source, "VITE_FIREBASE_APP_ID"),
      authEmulatorUrl: optional(source, "VITE_FIREBASE_AUTH_EMULATOR_URL"),
      firestoreEmulatorHost: optional(source, "VITE_FIRESTORE_EMULATOR_HOST"),
    },
  };
}
