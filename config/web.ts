/**
 * The site's configuration: the public VITE_* values vite.config.ts bakes into the build
 * (publicWebEnv) and the site reads back, in the browser and in its server entry
 * (readWebConfig). Tokens never appear here.
 */
import * as v from "valibot";
import { type Env, optional, parseEnv, required, variables } from "./env.ts";
import type { StackConfig } from "./stack.ts";

export type { Env } from "./env.ts";

/**
 * Where the site enters draft mode: Studio's Presentation opens this path with its preview
 * URL secret (`previewMode.enable`) and the site answers it (web/src/lib/sanity/draft-mode.ts).
 * Here because both sides must agree and neither imports the other.
 */
export const PREVIEW_ENABLE_PATH = "/preview-mode/enable";

const webSchema = v.pipe(
  variables({
    VITE_SITE_URL: required(),
    VITE_SANITY_PROJECT_ID: required(),
    VITE_SANITY_DATASET: required(),
    VITE_SANITY_API_VERSION: required(),
    /** Set only in local mode: the local Content Lake's origin. */
    VITE_SANITY_API_HOST: optional(),
    VITE_FIREBASE_API_KEY: required(),
    VITE_FIREBASE_AUTH_DOMAIN: required(),
    VITE_FIREBASE_PROJECT_ID: required(),
    VITE_FIREBASE_APP_ID: required(),
    /** Set only against the emulators. */
    VITE_FIREBASE_AUTH_EMULATOR_URL: optional(),
    VITE_FIRESTORE_EMULATOR_HOST: optional(),
  }),
  v.transform((env) => ({
    /** The site's public origin (canonical and Open Graph URLs). */
    siteUrl: env.VITE_SITE_URL,
    sanity: {
      projectId: env.VITE_SANITY_PROJECT_ID,
      dataset: env.VITE_SANITY_DATASET,
      apiVersion: env.VITE_SANITY_API_VERSION,
      apiHost: env.VITE_SANITY_API_HOST,
    },
    firebase: {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      appId: env.VITE_FIREBASE_APP_ID,
      authEmulatorUrl: env.VITE_FIREBASE_AUTH_EMULATOR_URL,
      firestoreEmulatorHost: env.VITE_FIRESTORE_EMULATOR_HOST,
    },
  })),
);

export type WebConfig = v.InferOutput<typeof webSchema>;

/** The site's public configuration, from the VITE_* values publicWebEnv wrote. */
export function readWebConfig(env: Env): WebConfig {
  return parseEnv(webSchema, env);
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
  if (config.firebase.mode === "emulator") {
    values.VITE_FIREBASE_AUTH_EMULATOR_URL = `http://127.0.0.1:${config.ports.auth}`;
    values.VITE_FIRESTORE_EMULATOR_HOST = `127.0.0.1:${config.ports.firestore}`;
  }
  return values;
}
