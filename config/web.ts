/**
 * The site's configuration: the public VITE_* values vite.config.ts bakes into the build
 * (publicWebEnv) and the site reads back, in the browser and in its server entry
 * (readWebConfig). Tokens never appear here.
 */
import { type Env, MissingEnvError, optionalEnv } from "./env.ts";
import type { StackConfig } from "./stack.ts";

export type { Env } from "./env.ts";

/**
 * Where the site enters draft mode: Studio's Presentation opens this path with its preview
 * URL secret (`previewMode.enable`) and the site answers it (web/src/lib/sanity/draft-mode.ts).
 * Here because both sides must agree and neither imports the other.
 */
export const PREVIEW_ENABLE_PATH = "/preview-mode/enable";

/**
 * The site's variables, each `required` or not. A plain table, not a valibot schema as the
 * other readers have: this one runs in every route's first load, where valibot would cost
 * more than the page budgets leave (decision 0048). The values were checked when the build
 * wrote them (publicWebEnv, from readStackConfig); the site still names one that is missing.
 */
const WEB_VARIABLES = {
  VITE_SITE_URL: "required",
  VITE_SANITY_PROJECT_ID: "required",
  VITE_SANITY_DATASET: "required",
  VITE_SANITY_API_VERSION: "required",
  /** Set only in local mode: the local Content Lake's origin. */
  VITE_SANITY_API_HOST: "optional",
  VITE_FIREBASE_API_KEY: "required",
  VITE_FIREBASE_AUTH_DOMAIN: "required",
  VITE_FIREBASE_PROJECT_ID: "required",
  VITE_FIREBASE_APP_ID: "required",
  /** Set only against the emulators. */
  VITE_FIREBASE_AUTH_EMULATOR_URL: "optional",
  VITE_FIRESTORE_EMULATOR_HOST: "optional",
} as const;

type WebVariable = keyof typeof WEB_VARIABLES;
type WebValues = {
  [K in WebVariable]: (typeof WEB_VARIABLES)[K] extends "required" ? string : string | undefined;
};

function readWebVariables(env: Env): WebValues {
  const values: Partial<Record<WebVariable, string>> = {};
  for (const [name, presence] of Object.entries(WEB_VARIABLES) as [WebVariable, string][]) {
    const value = optionalEnv(env, name);
    if (value === undefined && presence === "required") throw new MissingEnvError(name);
    values[name] = value;
  }
  return values as WebValues;
}

export interface WebConfig {
  /** The site's public origin (canonical and Open Graph URLs). */
  siteUrl: string;
  sanity: { projectId: string; dataset: string; apiVersion: string; apiHost: string | undefined };
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId: string;
    authEmulatorUrl: string | undefined;
    firestoreEmulatorHost: string | undefined;
  };
}

/** The site's public configuration, from the VITE_* values publicWebEnv wrote. */
export function readWebConfig(source: Env): WebConfig {
  const env = readWebVariables(source);
  return {
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
  if (config.firebase.mode === "emulator") {
    values.VITE_FIREBASE_AUTH_EMULATOR_URL = `http://127.0.0.1:${config.ports.auth}`;
    values.VITE_FIRESTORE_EMULATOR_HOST = `127.0.0.1:${config.ports.firestore}`;
  }
  return values;
}
