/**
 * The whole stack as the scripts (`npm start`, the test stack, the build, seeding, deploy) and
 * vite.config.ts read it. No variables at all means local mode: the local Content Lake and
 * the Firebase emulators. Naming a real Sanity project (SANITY_PROJECT_ID) or a real Firebase
 * project (VITE_FIREBASE_PROJECT_ID not starting with "demo-") switches that half to the real
 * service, and then every variable that half needs is required. .env.example documents every
 * variable.
 */
import { type Env, optionalEnv } from "./env.ts";
import { type Ports, readPorts } from "./ports.ts";
import { httpOrigin, optional, parseEnv, required, variables } from "./schema.ts";

/** The Sanity HTTP API version every client pins (site, Studio, scripts, tests). */
export const SANITY_API_VERSION = "2025-02-19";

/**
 * Local mode's names. The local lake's token is not one of them: each clone makes its own
 * on first start, beside the lake's data (@tastemap/lake/local-token).
 */
export const LOCAL = {
  sanityProjectId: "local",
  dataset: "production",
  /** Studio's second workspace: where staff try content out before production. */
  stagingDataset: "staging",
  firebaseProjectId: "demo-tastemap",
  lakeDataDir: ".data/lake",
} as const;

export interface SanityConfig {
  /** "local" when the local Content Lake serves content. */
  mode: "local" | "sanity";
  projectId: string;
  dataset: string;
  /** Studio's second workspace's dataset; undefined for none (SANITY_STAGING_DATASET unset on a real project). */
  stagingDataset: string | undefined;
  apiVersion: string;
  /**
   * Write/draft token: used by seeding, tests and the lake; never shipped to the browser.
   * SANITY_API_TOKEN; in local mode without it, undefined here and filled in from the
   * lake's data dir by `withLocalToken` (scripts/lib/local-token.ts, Node only).
   */
  token: string | undefined;
  /** Local mode only: where the site and scripts reach the lake. */
  apiHost: string | undefined;
  /** Local mode only: the HTTP/2 TLS origin Studio talks to (none with LAKE_HTTPS_PORT=off). */
  studioApiHost: string | undefined;
}

export interface FirebaseConfig {
  mode: "emulator" | "firebase";
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  /**
   * The reCAPTCHA Enterprise site key App Check attests the site with (decision 0058): a public
   * value, required for a real project; undefined against the emulators, where the site uses a
   * local token instead.
   */
  recaptchaEnterpriseSiteKey: string | undefined;
}

export interface StackConfig {
  ports: Ports;
  /**
   * The site's public origin, without a trailing slash: canonical URLs, Open
   * Graph, hreflang and the sitemap are absolute and baked into the prerendered
   * HTML. Local default: the preview's origin.
   */
  siteUrl: string;
  sanity: SanityConfig;
  firebase: FirebaseConfig;
  lakeDataDir: string;
}

const realSanity = variables({
  SANITY_PROJECT_ID: required(),
  SANITY_DATASET: required(),
  SANITY_STAGING_DATASET: optional(),
  SANITY_API_VERSION: optional(SANITY_API_VERSION),
  SANITY_API_TOKEN: optional(),
});

const localSanity = variables({
  SANITY_DATASET: optional(LOCAL.dataset),
  SANITY_STAGING_DATASET: optional(LOCAL.stagingDataset),
  SANITY_API_VERSION: optional(SANITY_API_VERSION),
  SANITY_API_TOKEN: optional(),
});

/** The variables a real project and the local lake name alike, as SanityConfig's fields. */
function datasetsAndToken(read: {
  SANITY_DATASET: string;
  SANITY_STAGING_DATASET: string | undefined;
  SANITY_API_VERSION: string;
  SANITY_API_TOKEN: string | undefined;
}): Pick<SanityConfig, "dataset" | "stagingDataset" | "apiVersion" | "token"> {
  return {
    dataset: read.SANITY_DATASET,
    stagingDataset: read.SANITY_STAGING_DATASET,
    apiVersion: read.SANITY_API_VERSION,
    token: read.SANITY_API_TOKEN,
  };
}

function readSanity(env: Env, ports: Ports): SanityConfig {
  if (optionalEnv(env, "SANITY_PROJECT_ID")) {
    const real = parseEnv(realSanity, env);
    return {
      mode: "sanity",
      projectId: real.SANITY_PROJECT_ID,
      ...datasetsAndToken(real),
      apiHost: undefined,
      studioApiHost: undefined,
    };
  }
  return {
    mode: "local",
    projectId: LOCAL.sanityProjectId,
    ...datasetsAndToken(parseEnv(localSanity, env)),
    apiHost: `http://127.0.0.1:${ports.lake}`,
    studioApiHost:
      ports.lakeHttps === undefined ? undefined : `https://localhost:${ports.lakeHttps}`,
  };
}

const realFirebase = variables({
  VITE_FIREBASE_PROJECT_ID: required(),
  VITE_FIREBASE_API_KEY: required(),
  VITE_FIREBASE_AUTH_DOMAIN: required(),
  VITE_FIREBASE_APP_ID: required(),
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: required(),
});

function readFirebase(env: Env): FirebaseConfig {
  const projectId = optionalEnv(env, "VITE_FIREBASE_PROJECT_ID");
  if (projectId && !projectId.startsWith("demo-")) {
    const real = parseEnv(realFirebase, env);
    return {
      mode: "firebase",
      projectId: real.VITE_FIREBASE_PROJECT_ID,
      apiKey: real.VITE_FIREBASE_API_KEY,
      authDomain: real.VITE_FIREBASE_AUTH_DOMAIN,
      appId: real.VITE_FIREBASE_APP_ID,
      recaptchaEnterpriseSiteKey: real.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY,
    };
  }
  // "demo-" projects never reach Google: the emulators accept any API key.
  const demoId = projectId ?? LOCAL.firebaseProjectId;
  return {
    mode: "emulator",
    projectId: demoId,
    apiKey: "demo-api-key",
    authDomain: `${demoId}.firebaseapp.com`,
    appId: "demo-app",
    recaptchaEnterpriseSiteKey: undefined,
  };
}

const stackSchema = variables({
  SITE_URL: httpOrigin(),
  LAKE_DATA_DIR: optional(LOCAL.lakeDataDir),
});

export function readStackConfig(env: Env): StackConfig {
  const ports = readPorts(env);
  const stack = parseEnv(stackSchema, env);
  return {
    ports,
    siteUrl: stack.SITE_URL ?? `http://localhost:${ports.preview}`,
    sanity: readSanity(env, ports),
    firebase: readFirebase(env),
    lakeDataDir: stack.LAKE_DATA_DIR,
  };
}

/**
 * The browser origins the local lake answers for a stack: the site (dev server, preview,
 * SITE_URL) and Studio, on both loopback names. Every other page is refused (lake/http/cors.ts).
 */
export function lakeCorsOrigins(config: StackConfig): string[] {
  const { web, preview, studio } = config.ports;
  const loopback = [web, preview, studio].flatMap((port) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);
  return [...new Set([...loopback, new URL(config.siteUrl).origin])];
}
