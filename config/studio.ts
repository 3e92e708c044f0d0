/**
 * Studio's configuration: which Content Lake it edits (studio/sanity.config.ts in the
 * browser, studio/sanity.cli.ts in Node) and which Firebase project its Waitlist tool signs
 * staff in to. The Sanity CLI inlines SANITY_STUDIO_* only, hence names of their own; `npm
 * start` (studioEnv, studioWaitlistEnv) and a deploy fill them in from the stack's values.
 */
import { type Env, optionalEnv, originOf } from "./env.ts";
import { PORTS } from "./ports.ts";
import { optional, parseEnv, port, required, variables } from "./schema.ts";
import { LOCAL, SANITY_API_VERSION, type StackConfig } from "./stack.ts";

// Studio's Presentation reads its preview URL with it (studio/presentation/preview-origin.ts).
export { originOf } from "./env.ts";

/**
 * The key in Studio's per-user key-value store under which Presentation's width is remembered
 * (studio/presentation/viewport-preference.ts); the e2e test resets it.
 */
export const PRESENTATION_VIEWPORT_KEY = "tastemap.presentation.viewport";

export interface StudioConfig {
  projectId: string;
  dataset: string;
  /** The staging workspace's dataset, or undefined for a single workspace. */
  stagingDataset: string | undefined;
  apiVersion: string;
  /**
   * e.g. https://localhost:8788 for the local lake; undefined means Sanity's own
   * API host. Studio puts the project id in front of the host name
   * (https://local.localhost:8788), which the local lake serves.
   */
  apiHost: string | undefined;
  /** `sanity dev`'s own address (Node only). */
  host: string;
  port: number;
}

const studioSchema = variables({
  SANITY_STUDIO_PROJECT_ID: optional(),
  SANITY_STUDIO_DATASET: optional(LOCAL.dataset),
  SANITY_STUDIO_STAGING_DATASET: optional(),
  SANITY_STUDIO_API_HOST: optional(),
  STUDIO_HOST: optional("localhost"),
  STUDIO_PORT: port(PORTS.studio.port),
});

/** Defaults point at the local lake; set the SANITY_STUDIO_* variables for a real project. */
export function readStudioConfig(env: Env): StudioConfig {
  const studio = parseEnv(studioSchema, env);
  return {
    projectId: studio.SANITY_STUDIO_PROJECT_ID ?? LOCAL.sanityProjectId,
    dataset: studio.SANITY_STUDIO_DATASET,
    // Local default: the lake's staging dataset; against a real project only when named.
    stagingDataset:
      studio.SANITY_STUDIO_STAGING_DATASET ??
      (studio.SANITY_STUDIO_PROJECT_ID ? undefined : LOCAL.stagingDataset),
    apiVersion: SANITY_API_VERSION,
    apiHost: studio.SANITY_STUDIO_API_HOST,
    host: studio.STUDIO_HOST,
    port: studio.STUDIO_PORT,
  };
}

/** What `sanity dev` is started with (the CLI inlines SANITY_STUDIO_* into Studio). */
export function studioEnv(config: StackConfig): Record<string, string> {
  return {
    SANITY_STUDIO_PROJECT_ID: config.sanity.projectId,
    SANITY_STUDIO_DATASET: config.sanity.dataset,
    ...(config.sanity.stagingDataset
      ? { SANITY_STUDIO_STAGING_DATASET: config.sanity.stagingDataset }
      : {}),
    ...(config.sanity.studioApiHost ? { SANITY_STUDIO_API_HOST: config.sanity.studioApiHost } : {}),
  };
}

/** The Studio's Waitlist tool (studio/waitlist): its Firebase project and the site's origin. */
export interface StudioWaitlistConfig {
  mode: "emulator" | "firebase";
  options: { apiKey: string; authDomain: string; projectId: string; appId: string };
  /** Set only for a real project: App Check's reCAPTCHA Enterprise key (decision 0058). */
  recaptchaEnterpriseSiteKey: string | undefined;
  /** Set only against the emulators. */
  authEmulatorUrl: string | undefined;
  firestoreEmulatorHost: string | undefined;
  /** Origin of the public site, for /signup?code=... links. */
  siteUrl: string;
}

/** What `sanity dev` needs for the Waitlist tool, from the stack's configuration. */
export function studioWaitlistEnv(config: StackConfig, env: Env = {}): Record<string, string> {
  const { firebase, ports } = config;
  const values: Record<string, string> = {
    SANITY_STUDIO_FIREBASE_PROJECT_ID: firebase.projectId,
    SANITY_STUDIO_FIREBASE_API_KEY: firebase.apiKey,
    SANITY_STUDIO_FIREBASE_AUTH_DOMAIN: firebase.authDomain,
    SANITY_STUDIO_FIREBASE_APP_ID: firebase.appId,
    ...(firebase.recaptchaEnterpriseSiteKey
      ? { SANITY_STUDIO_RECAPTCHA_ENTERPRISE_SITE_KEY: firebase.recaptchaEnterpriseSiteKey }
      : {}),
    // The site as staff reach it: SITE_URL when set, else the dev server.
    SANITY_STUDIO_SITE_URL: optionalEnv(env, "SITE_URL")
      ? config.siteUrl
      : `http://localhost:${ports.web}`,
  };
  if (firebase.mode === "emulator") {
    values.SANITY_STUDIO_FIREBASE_AUTH_EMULATOR_URL = `http://127.0.0.1:${ports.auth}`;
    values.SANITY_STUDIO_FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  }
  return values;
}

const waitlistSchema = variables({
  SANITY_STUDIO_FIREBASE_PROJECT_ID: optional(LOCAL.firebaseProjectId),
  SANITY_STUDIO_FIREBASE_AUTH_EMULATOR_URL: optional(`http://127.0.0.1:${PORTS.auth.port}`),
  SANITY_STUDIO_FIRESTORE_EMULATOR_HOST: optional(`127.0.0.1:${PORTS.firestore.port}`),
  SANITY_STUDIO_SITE_URL: optional(),
});

/** A real project's keys: required once the project id does not start with "demo-". */
const realWaitlistSchema = variables({
  SANITY_STUDIO_FIREBASE_API_KEY: required(),
  SANITY_STUDIO_FIREBASE_AUTH_DOMAIN: required(),
  SANITY_STUDIO_FIREBASE_APP_ID: required(),
  SANITY_STUDIO_RECAPTCHA_ENTERPRISE_SITE_KEY: required(),
});

const demoWaitlistSchema = variables({
  SANITY_STUDIO_FIREBASE_API_KEY: optional("demo-api-key"),
});

/**
 * The Waitlist tool's configuration in the browser. No variables: the local
 * emulators on their default ports. A project id not starting with "demo-" is a
 * real project, and then its API key, auth domain and app id are required.
 */
export function readStudioWaitlistConfig(env: Env): StudioWaitlistConfig {
  const waitlist = parseEnv(waitlistSchema, env);
  const projectId = waitlist.SANITY_STUDIO_FIREBASE_PROJECT_ID;
  // A malformed site URL falls back to the dev server: the tool still opens, its links say where they go.
  const siteUrl =
    originOf(waitlist.SANITY_STUDIO_SITE_URL ?? "") ?? `http://localhost:${PORTS.web.port}`;
  if (!projectId.startsWith("demo-")) {
    const real = parseEnv(realWaitlistSchema, env);
    return {
      mode: "firebase",
      options: {
        projectId,
        apiKey: real.SANITY_STUDIO_FIREBASE_API_KEY,
        authDomain: real.SANITY_STUDIO_FIREBASE_AUTH_DOMAIN,
        appId: real.SANITY_STUDIO_FIREBASE_APP_ID,
      },
      recaptchaEnterpriseSiteKey: real.SANITY_STUDIO_RECAPTCHA_ENTERPRISE_SITE_KEY,
      authEmulatorUrl: undefined,
      firestoreEmulatorHost: undefined,
      siteUrl,
    };
  }
  return {
    mode: "emulator",
    options: {
      projectId,
      apiKey: parseEnv(demoWaitlistSchema, env).SANITY_STUDIO_FIREBASE_API_KEY,
      authDomain: `${projectId}.firebaseapp.com`,
      appId: "demo-app",
    },
    recaptchaEnterpriseSiteKey: undefined,
    authEmulatorUrl: waitlist.SANITY_STUDIO_FIREBASE_AUTH_EMULATOR_URL,
    firestoreEmulatorHost: waitlist.SANITY_STUDIO_FIRESTORE_EMULATOR_HOST,
    siteUrl,
  };
}
