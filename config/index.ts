/**
 * The one module that reads and checks configuration, for every program: the
 * scripts (`npm start`, the test stack, the build, seeding), the site (its public
 * VITE_* values, baked in by vite.config.ts), Studio and the local Content Lake.
 *
 * Pure functions over an env record, no I/O and no `process`: the browser bundle,
 * Studio and Node import it alike. No variables at all means local mode: the local
 * Content Lake and the Firebase emulators. Naming a real Sanity project
 * (SANITY_PROJECT_ID) or a real Firebase project (VITE_FIREBASE_PROJECT_ID not
 * starting with "demo-") switches that half to the real service, and then every
 * variable that half needs is required. .env.example documents every variable.
 */

import { lakeHttpsPortEnv, portEnv } from "@tastemap/lake/config";

/** `process.env`, `import.meta.env` (which also holds booleans) or a plain record. */
export type Env = Readonly<Record<string, string | boolean | undefined>>;

/** The Sanity HTTP API version every client pins (site, Studio, scripts, tests). */
export const SANITY_API_VERSION = "2025-02-19";

/**
 * Where the site enters draft mode: Studio's Presentation opens this path with its preview
 * URL secret (`previewMode.enable`) and the site answers it (web/src/lib/sanity/draft-mode.ts).
 * Here because both sides must agree and neither imports the other.
 */
export const PREVIEW_ENABLE_PATH = "/preview-mode/enable";

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

/** Every local port, with the variable that moves it. */
export const PORTS = {
  web: { variable: "WEB_PORT", port: 5173 },
  /** `npm run preview`: the production build served as the host serves it. */
  preview: { variable: "PREVIEW_PORT", port: 4173 },
  studio: { variable: "STUDIO_PORT", port: 3333 },
  lake: { variable: "LAKE_PORT", port: 8787 },
  /** The lake's HTTP/2 + TLS listener, which Studio talks to. */
  lakeHttps: { variable: "LAKE_HTTPS_PORT", port: 8788 },
  auth: { variable: "FIREBASE_AUTH_PORT", port: 9099 },
  firestore: { variable: "FIRESTORE_PORT", port: 8080 },
} as const;

/** Every port; `lakeHttps` is undefined when LAKE_HTTPS_PORT is "off" (no HTTPS listener). */
export type Ports = Record<Exclude<keyof typeof PORTS, "lakeHttps">, number> & {
  lakeHttps: number | undefined;
};

// Fields, not parameter properties, in this module: vite.config.ts imports it by package name,
// which Vite leaves to Node's type stripping (erasable TypeScript only).
export class MissingEnvError extends Error {
  readonly variable: string;

  constructor(variable: string) {
    super(`Missing required environment variable: ${variable}`);
    this.name = "MissingEnvError";
    this.variable = variable;
  }
}

/** The trimmed value, or undefined when unset or blank. */
function optionalEnv(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** The trimmed value, or MissingEnvError naming the variable. */
export function requireEnv(env: Env, name: string): string {
  const value = optionalEnv(env, name);
  if (value === undefined) throw new MissingEnvError(name);
  return value;
}

export function readPorts(env: Env): Ports {
  const entries = Object.entries(PORTS).map(([key, { variable, port }]) => [
    key,
    // LAKE_HTTPS_PORT ("off" or a port) is read by the lake's own parser, so `npm start`, seeding
    // and the CLI accept exactly what `npm run lake` does.
    key === "lakeHttps" ? lakeHttpsPortEnv(env) : portEnv(env, variable, port),
  ]);
  return Object.fromEntries(entries) as Ports;
}

// ---------------------------------------------------------------------------
// The whole stack (scripts, vite.config.ts)

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
   * lake's data dir by `withLocalToken` (config/local-token.ts, Node only).
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

function readSanity(env: Env, ports: Ports): SanityConfig {
  const apiVersion = optionalEnv(env, "SANITY_API_VERSION") ?? SANITY_API_VERSION;
  if (optionalEnv(env, "SANITY_PROJECT_ID")) {
    return {
      mode: "sanity",
      projectId: requireEnv(env, "SANITY_PROJECT_ID"),
      dataset: requireEnv(env, "SANITY_DATASET"),
      stagingDataset: optionalEnv(env, "SANITY_STAGING_DATASET"),
      apiVersion,
      token: optionalEnv(env, "SANITY_API_TOKEN"),
      apiHost: undefined,
      studioApiHost: undefined,
    };
  }
  return {
    mode: "local",
    projectId: LOCAL.sanityProjectId,
    dataset: optionalEnv(env, "SANITY_DATASET") ?? LOCAL.dataset,
    stagingDataset: optionalEnv(env, "SANITY_STAGING_DATASET") ?? LOCAL.stagingDataset,
    apiVersion,
    token: optionalEnv(env, "SANITY_API_TOKEN"),
    apiHost: `http://127.0.0.1:${ports.lake}`,
    studioApiHost:
      ports.lakeHttps === undefined ? undefined : `https://localhost:${ports.lakeHttps}`,
  };
}

function readFirebase(env: Env): FirebaseConfig {
  const projectId = optionalEnv(env, "VITE_FIREBASE_PROJECT_ID");
  if (projectId && !projectId.startsWith("demo-")) {
    return {
      mode: "firebase",
      projectId,
      apiKey: requireEnv(env, "VITE_FIREBASE_API_KEY"),
      authDomain: requireEnv(env, "VITE_FIREBASE_AUTH_DOMAIN"),
      appId: requireEnv(env, "VITE_FIREBASE_APP_ID"),
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
  };
}

function readSiteUrl(env: Env, ports: Ports): string {
  const raw = optionalEnv(env, "SITE_URL");
  if (raw === undefined) return `http://localhost:${ports.preview}`;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (url?.protocol !== "http:" && url?.protocol !== "https:") {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  return url.origin;
}

export function readStackConfig(env: Env): StackConfig {
  const ports = readPorts(env);
  return {
    ports,
    siteUrl: readSiteUrl(env, ports),
    sanity: readSanity(env, ports),
    firebase: readFirebase(env),
    lakeDataDir: optionalEnv(env, "LAKE_DATA_DIR") ?? LOCAL.lakeDataDir,
  };
}

/**
 * The public values the site is built with (Vite exposes VITE_* to the browser;
 * readWebConfig reads them back there). Tokens never appear here.
 */
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

// ---------------------------------------------------------------------------
// The site, in the browser and in its server entry

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

/** The site's public configuration, from the VITE_* values publicWebEnv wrote. */
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

// ---------------------------------------------------------------------------
// Studio (studio/sanity.config.ts in the browser, studio/sanity.cli.ts in Node)

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

/** Defaults point at the local lake; set the SANITY_STUDIO_* variables for a real project. */
export function readStudioConfig(env: Env): StudioConfig {
  return {
    projectId: optionalEnv(env, "SANITY_STUDIO_PROJECT_ID") ?? LOCAL.sanityProjectId,
    dataset: optionalEnv(env, "SANITY_STUDIO_DATASET") ?? LOCAL.dataset,
    // Local default: the lake's staging dataset; against a real project only when named.
    stagingDataset:
      optionalEnv(env, "SANITY_STUDIO_STAGING_DATASET") ??
      (optionalEnv(env, "SANITY_STUDIO_PROJECT_ID") ? undefined : LOCAL.stagingDataset),
    apiVersion: SANITY_API_VERSION,
    apiHost: optionalEnv(env, "SANITY_STUDIO_API_HOST"),
    host: optionalEnv(env, "STUDIO_HOST") ?? "localhost",
    port: portEnv(env, PORTS.studio.variable, PORTS.studio.port),
  };
}

/**
 * The Studio's Waitlist tool (studio/waitlist): which Firebase project staff sign
 * in to, and the site origin its sign-up links point at. The CLI inlines
 * SANITY_STUDIO_* only, hence names of its own; `npm start` fills them in from
 * the stack's values (studioWaitlistEnv).
 */
export interface StudioWaitlistConfig {
  mode: "emulator" | "firebase";
  options: { apiKey: string; authDomain: string; projectId: string; appId: string };
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

/**
 * The Waitlist tool's configuration in the browser. No variables: the local
 * emulators on their default ports. A project id not starting with "demo-" is a
 * real project, and then its API key, auth domain and app id are required.
 */
export function readStudioWaitlistConfig(env: Env): StudioWaitlistConfig {
  const projectId =
    optionalEnv(env, "SANITY_STUDIO_FIREBASE_PROJECT_ID") ?? LOCAL.firebaseProjectId;
  const siteUrl =
    originOf(optionalEnv(env, "SANITY_STUDIO_SITE_URL") ?? "") ??
    `http://localhost:${PORTS.web.port}`;
  if (!projectId.startsWith("demo-")) {
    return {
      mode: "firebase",
      options: {
        projectId,
        apiKey: requireEnv(env, "SANITY_STUDIO_FIREBASE_API_KEY"),
        authDomain: requireEnv(env, "SANITY_STUDIO_FIREBASE_AUTH_DOMAIN"),
        appId: requireEnv(env, "SANITY_STUDIO_FIREBASE_APP_ID"),
      },
      authEmulatorUrl: undefined,
      firestoreEmulatorHost: undefined,
      siteUrl,
    };
  }
  return {
    mode: "emulator",
    options: {
      projectId,
      apiKey: optionalEnv(env, "SANITY_STUDIO_FIREBASE_API_KEY") ?? "demo-api-key",
      authDomain: `${projectId}.firebaseapp.com`,
      appId: "demo-app",
    },
    authEmulatorUrl:
      optionalEnv(env, "SANITY_STUDIO_FIREBASE_AUTH_EMULATOR_URL") ??
      `http://127.0.0.1:${PORTS.auth.port}`,
    firestoreEmulatorHost:
      optionalEnv(env, "SANITY_STUDIO_FIRESTORE_EMULATOR_HOST") ??
      `127.0.0.1:${PORTS.firestore.port}`,
    siteUrl,
  };
}

// ---------------------------------------------------------------------------
// The local Content Lake as `npm start` runs it (the lake reads its own variables: lake/config.ts)

/** `http://localhost:3333/` → `http://localhost:3333`; anything that is not an http(s) origin → undefined. */
export function originOf(raw: string): string | undefined {
  const url = URL.canParse(raw.trim()) ? new URL(raw.trim()) : undefined;
  return url && (url.protocol === "http:" || url.protocol === "https:") ? url.origin : undefined;
}

/**
 * The browser origins the local lake answers for a stack: the site (dev server, preview,
 * SITE_URL) and Studio, on both loopback names. Every other page is refused (lake/http/cors.ts).
 */
export function lakeCorsOrigins(config: StackConfig): string[] {
  const { web, preview, studio } = config.ports;
  return [...new Set([...loopbackOrigins([web, preview, studio]), new URL(config.siteUrl).origin])];
}

/** `http://localhost:<port>` and `http://127.0.0.1:<port>` for each port. */
function loopbackOrigins(ports: number[]): string[] {
  return ports.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

// ---------------------------------------------------------------------------
// Deploying to the real services (scripts/deploy.ts, scripts/build.ts for a target)

/**
 * The two places a release goes. Each is a `.firebaserc` alias of the same name
 * (its Firebase project) and a Sanity dataset of the one Sanity project:
 * production reads SANITY_DATASET, staging SANITY_STAGING_DATASET.
 */
export const DEPLOY_TARGETS = ["production", "staging"] as const;
export type DeployTarget = (typeof DEPLOY_TARGETS)[number];

/** `--target` wins over DEPLOY_TARGET; production when neither names one. */
export function readDeployTarget(env: Env, argument?: string): DeployTarget {
  const raw = argument ?? optionalEnv(env, "DEPLOY_TARGET") ?? "production";
  const target = DEPLOY_TARGETS.find((name) => name === raw);
  if (!target) {
    throw new Error(`Unknown deploy target "${raw}": use ${DEPLOY_TARGETS.join(" or ")}`);
  }
  return target;
}

/** One thing wrong with a target's configuration, in words a deployer can act on. */
export interface ConfigProblem {
  variable: string;
  problem: string;
}

/** Where each variable a deploy needs comes from, for the "missing" message. */
export const DEPLOY_VARIABLE_SOURCES: Readonly<Record<string, string>> = {
  SANITY_PROJECT_ID:
    "sanity.io/manage → your project: the id under its name (or `npx sanity projects list`)",
  SANITY_DATASET:
    "`npx sanity dataset list`; create one with `npx sanity dataset create production`",
  SANITY_STAGING_DATASET:
    "`npx sanity dataset list`; create one with `npx sanity dataset create staging`",
  SANITY_STUDIO_HOSTNAME:
    "a name you choose once: the Studio is deployed to https://<name>.sanity.studio",
  SANITY_AUTH_TOKEN:
    "sanity.io/manage → your project → API → Tokens → Add API token, with the Deploy Studio permission",
  SITE_URL:
    "the target's Hosting address: https://<firebase-project-id>.web.app, or its custom domain (Firebase console → Hosting)",
  VITE_FIREBASE_PROJECT_ID:
    "Firebase console → Project settings → General → Project ID (the one `.firebaserc` names for this target)",
  VITE_FIREBASE_API_KEY:
    "Firebase console → Project settings → General → Your apps → the web app's config: apiKey",
  VITE_FIREBASE_AUTH_DOMAIN:
    "Firebase console → Project settings → General → Your apps → the web app's config: authDomain",
  VITE_FIREBASE_APP_ID:
    "Firebase console → Project settings → General → Your apps → the web app's config: appId",
  GOOGLE_APPLICATION_CREDENTIALS:
    "the path of a service-account key of the Firebase project (Google Cloud console → IAM → Service accounts → Keys); in GitHub Actions, google-github-actions/auth sets it",
};

/** Well-formed values: what each variable looks like when it came from the right place. */
const DEPLOY_VARIABLE_FORMATS: Readonly<Record<string, { pattern: RegExp; looksLike: string }>> = {
  SANITY_PROJECT_ID: {
    pattern: /^[a-z0-9]{1,32}$/,
    looksLike: "lowercase letters and digits, e.g. abc123de",
  },
  SANITY_DATASET: { pattern: /^[a-z0-9][a-z0-9_-]{0,63}$/, looksLike: "e.g. production" },
  SANITY_STAGING_DATASET: { pattern: /^[a-z0-9][a-z0-9_-]{0,63}$/, looksLike: "e.g. staging" },
  SANITY_STUDIO_HOSTNAME: {
    pattern: /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
    looksLike: "e.g. tastemap",
  },
  VITE_FIREBASE_PROJECT_ID: {
    pattern: /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/,
    looksLike: "e.g. tastemap-prod",
  },
  VITE_FIREBASE_API_KEY: {
    pattern: /^AIza[0-9A-Za-z_-]{35}$/,
    looksLike: "AIza followed by 35 characters",
  },
  VITE_FIREBASE_AUTH_DOMAIN: {
    pattern: /^[a-z0-9-]+(\.[a-z0-9-]+)+$/,
    looksLike: "a host name, e.g. tastemap-prod.firebaseapp.com",
  },
  VITE_FIREBASE_APP_ID: { pattern: /^1:\d+:web:[0-9a-f]+$/, looksLike: "1:<number>:web:<hex>" },
};

/** The variables a deploy of `target` cannot do without. */
export function deployVariables(target: DeployTarget): string[] {
  return [
    "SANITY_PROJECT_ID",
    target === "production" ? "SANITY_DATASET" : "SANITY_STAGING_DATASET",
    "SANITY_STUDIO_HOSTNAME",
    "SANITY_AUTH_TOKEN",
    "SITE_URL",
    "VITE_FIREBASE_PROJECT_ID",
    "VITE_FIREBASE_API_KEY",
    "VITE_FIREBASE_AUTH_DOMAIN",
    "VITE_FIREBASE_APP_ID",
    "GOOGLE_APPLICATION_CREDENTIALS",
  ];
}

/**
 * The constant every local lake accepted before each clone got its own token (decision
 * 0018). Old `.env` files, notes and scripts still carry it, so a deploy refuses it by name.
 */
export const FORMER_LOCAL_LAKE_TOKEN = "local-dev-token";

/** Variables whose only job is to point a program at an emulator. */
const EMULATOR_VARIABLES = [
  "FIRESTORE_EMULATOR_HOST",
  "FIREBASE_AUTH_EMULATOR_HOST",
  "FIREBASE_STORAGE_EMULATOR_HOST",
  "FIREBASE_EMULATOR_HUB",
  "VITE_FIREBASE_AUTH_EMULATOR_URL",
  "VITE_FIRESTORE_EMULATOR_HOST",
  "SANITY_STUDIO_FIREBASE_AUTH_EMULATOR_URL",
  "SANITY_STUDIO_FIRESTORE_EMULATOR_HOST",
];

/** Addresses a user of the live site or Studio must never be sent to. */
const PUBLIC_URL_VARIABLES = [
  "SITE_URL",
  "SANITY_STUDIO_SITE_URL",
  "SANITY_STUDIO_PREVIEW_URL",
  "SANITY_STUDIO_API_HOST",
  "VITE_SANITY_API_HOST",
];

/** localhost, *.localhost, 127.0.0.0/8, [::1] and 0.0.0.0: this machine, not the internet. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === "::1" ||
    host === "0.0.0.0"
  );
}

function hostOf(value: string): string | undefined {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  return URL.canParse(withScheme) ? new URL(withScheme).hostname : undefined;
}

/**
 * Development defaults that must never reach a production build or deploy: the
 * local lake (its project id, its token, its URLs), the emulators and the lake's
 * self-signed certificate. The lake's token is refused as the constant and, since a
 * clone may have a token of its own, as any token while the content target is the
 * local lake (no SANITY_PROJECT_ID, or `local`).
 */
export function developmentDefaultsIn(env: Env): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const projectId = optionalEnv(env, "SANITY_PROJECT_ID");
  const targetsLocalLake = projectId === undefined || projectId === LOCAL.sanityProjectId;
  for (const variable of ["SANITY_PROJECT_ID", "SANITY_STUDIO_PROJECT_ID"]) {
    if (optionalEnv(env, variable) === LOCAL.sanityProjectId) {
      problems.push({
        variable,
        problem: `is "${LOCAL.sanityProjectId}", the local lake's project id: name the real Sanity project`,
      });
    }
  }
  for (const variable of ["SANITY_API_TOKEN", "SANITY_AUTH_TOKEN"]) {
    const token = optionalEnv(env, variable);
    if (token === FORMER_LOCAL_LAKE_TOKEN) {
      problems.push({
        variable,
        problem:
          "is the local lake's token (local-dev-token), which no real project accepts: use a token from sanity.io/manage",
      });
    } else if (token !== undefined && targetsLocalLake) {
      problems.push({
        variable,
        problem:
          "is set while the content target is the local lake (no SANITY_PROJECT_ID): a local lake token must not be deployed",
      });
    }
  }
  for (const variable of EMULATOR_VARIABLES) {
    if (optionalEnv(env, variable) !== undefined) {
      problems.push({ variable, problem: "points at a Firebase emulator: unset it for a deploy" });
    }
  }
  for (const variable of ["VITE_FIREBASE_PROJECT_ID", "SANITY_STUDIO_FIREBASE_PROJECT_ID"]) {
    if (optionalEnv(env, variable)?.startsWith("demo-")) {
      problems.push({
        variable,
        problem:
          "is a demo- project, which exists only in the emulators: name the real Firebase project",
      });
    }
  }
  for (const variable of PUBLIC_URL_VARIABLES) {
    const value = optionalEnv(env, variable);
    const host = value === undefined ? undefined : hostOf(value);
    if (host !== undefined && isLoopbackHost(host)) {
      problems.push({
        variable,
        problem: `is ${value}, an address on this machine: users cannot reach it`,
      });
    }
  }
  const lakeCertDir = `${(optionalEnv(env, "LAKE_DATA_DIR") ?? LOCAL.lakeDataDir).replace(/\/lake\/?$/, "")}/certs`;
  const extraCa = optionalEnv(env, "NODE_EXTRA_CA_CERTS");
  if (extraCa !== undefined && (extraCa.includes(lakeCertDir) || extraCa.includes(".data/certs"))) {
    problems.push({
      variable: "NODE_EXTRA_CA_CERTS",
      problem: "names the local lake's self-signed certificate: unset it for a deploy",
    });
  }
  if (optionalEnv(env, "NODE_TLS_REJECT_UNAUTHORIZED") === "0") {
    problems.push({
      variable: "NODE_TLS_REJECT_UNAUTHORIZED",
      problem:
        "is 0 (accept any certificate, as for the lake's self-signed one): unset it for a deploy",
    });
  }
  return problems;
}

/**
 * Everything wrong with the environment of a deploy (or production build) of
 * `target`, checked without any network: each variable it needs present and well
 * formed (a missing one says where to get it), and no development default.
 * `credentials: false` leaves out the deploy's own credentials (a build needs none).
 */
export function productionConfigProblems(
  env: Env,
  target: DeployTarget,
  options: { credentials?: boolean } = {},
): ConfigProblem[] {
  const credentials = new Set(["SANITY_AUTH_TOKEN", "GOOGLE_APPLICATION_CREDENTIALS"]);
  const problems: ConfigProblem[] = [];
  for (const variable of deployVariables(target)) {
    if (options.credentials === false && credentials.has(variable)) continue;
    const value = optionalEnv(env, variable);
    const format = DEPLOY_VARIABLE_FORMATS[variable];
    if (value === undefined) {
      problems.push({ variable, problem: `is missing: ${DEPLOY_VARIABLE_SOURCES[variable]}` });
    } else if (format && !format.pattern.test(value)) {
      problems.push({
        variable,
        problem: `is "${value}", which is not well formed (${format.looksLike})`,
      });
    }
  }
  const siteUrl = optionalEnv(env, "SITE_URL");
  if (siteUrl !== undefined && !/^https:\/\//.test(siteUrl)) {
    problems.push({
      variable: "SITE_URL",
      problem: `is "${siteUrl}": the live site is served over https://`,
    });
  }
  return [...problems, ...developmentDefaultsIn(env)];
}

export class ProductionConfigError extends Error {
  readonly target: DeployTarget;
  readonly problems: ConfigProblem[];

  constructor(target: DeployTarget, problems: ConfigProblem[]) {
    super(
      `The ${target} configuration is not fit to deploy:\n` +
        problems.map(({ variable, problem }) => `  - ${variable} ${problem}`).join("\n"),
    );
    this.name = "ProductionConfigError";
    this.target = target;
    this.problems = problems;
  }
}

/** What a deploy of one target reads, once productionConfigProblems found nothing. */
export interface DeployConfig {
  target: DeployTarget;
  /** The `.firebaserc` alias: the same name as the target. */
  firebaseAlias: DeployTarget;
  firebaseProjectId: string;
  sanityProjectId: string;
  /** The dataset this target's site reads, its Studio edits and its schema is deployed to. */
  dataset: string;
  siteUrl: string;
  /** `<name>` of https://<name>.sanity.studio. */
  studioHostname: string;
}

export function readDeployConfig(env: Env, target: DeployTarget): DeployConfig {
  const problems = productionConfigProblems(env, target, { credentials: false });
  if (problems.length > 0) throw new ProductionConfigError(target, problems);
  return {
    target,
    firebaseAlias: target,
    firebaseProjectId: requireEnv(env, "VITE_FIREBASE_PROJECT_ID"),
    sanityProjectId: requireEnv(env, "SANITY_PROJECT_ID"),
    dataset: requireEnv(env, target === "production" ? "SANITY_DATASET" : "SANITY_STAGING_DATASET"),
    siteUrl: new URL(requireEnv(env, "SITE_URL")).origin,
    studioHostname: requireEnv(env, "SANITY_STUDIO_HOSTNAME"),
  };
}

/**
 * The environment `npm run build` gets for a target: the site reads the target's
 * dataset, and DEPLOY_TARGET makes the build refuse development defaults.
 */
export function deployBuildEnv(deploy: DeployConfig): Record<string, string> {
  return { DEPLOY_TARGET: deploy.target, SANITY_DATASET: deploy.dataset, SITE_URL: deploy.siteUrl };
}

/**
 * What the Sanity CLI builds the deployed Studio with (it inlines SANITY_STUDIO_*):
 * production's Studio has both workspaces (production, and staging when named);
 * staging's Studio edits only the staging dataset, so unreleased Studio code never
 * writes to production content.
 */
export function deployStudioEnv(env: Env, deploy: DeployConfig): Record<string, string> {
  const staging =
    deploy.target === "production" ? optionalEnv(env, "SANITY_STAGING_DATASET") : undefined;
  return {
    SANITY_STUDIO_PROJECT_ID: deploy.sanityProjectId,
    SANITY_STUDIO_DATASET: deploy.dataset,
    // Blank means none (optionalEnv): an inherited staging dataset must not add a workspace.
    SANITY_STUDIO_STAGING_DATASET: staging ?? "",
    SANITY_STUDIO_HOSTNAME: deploy.studioHostname,
    SANITY_STUDIO_PREVIEW_URL: deploy.siteUrl,
    SANITY_STUDIO_SITE_URL: deploy.siteUrl,
    SANITY_STUDIO_FIREBASE_PROJECT_ID: requireEnv(env, "VITE_FIREBASE_PROJECT_ID"),
    SANITY_STUDIO_FIREBASE_API_KEY: requireEnv(env, "VITE_FIREBASE_API_KEY"),
    SANITY_STUDIO_FIREBASE_AUTH_DOMAIN: requireEnv(env, "VITE_FIREBASE_AUTH_DOMAIN"),
    SANITY_STUDIO_FIREBASE_APP_ID: requireEnv(env, "VITE_FIREBASE_APP_ID"),
  };
}

/**
 * A build made for a target (DEPLOY_TARGET set, as `npm run deploy` and the
 * workflows do) refuses development defaults and missing values before it starts;
 * any other build is a local one and is left alone. Returns the target, if any.
 */
export function checkBuildForTarget(env: Env): DeployTarget | undefined {
  if (optionalEnv(env, "DEPLOY_TARGET") === undefined) return undefined;
  const target = readDeployTarget(env);
  const problems = productionConfigProblems(env, target, { credentials: false });
  if (problems.length > 0) throw new ProductionConfigError(target, problems);
  return target;
}

/** What creating the rebuild webhook needs (`npm run deploy -- webhook`), beyond the target's values. */
export interface WebhookConfig {
  /** A Sanity token that may manage the project's webhooks. */
  manageToken: string;
  /** `owner/name` of the GitHub repository whose rebuild workflow the webhook starts. */
  repository: string;
  /** A GitHub token that may send the repository a repository_dispatch event. */
  dispatchToken: string;
}

export const WEBHOOK_VARIABLE_SOURCES: Readonly<Record<string, string>> = {
  SANITY_MANAGE_TOKEN:
    "a token of a project administrator: sanity.io/manage → your project → API → Tokens → Add API token with the Administrator permission",
  GITHUB_REPOSITORY: "owner/name of the repository on GitHub, e.g. tastemap/web",
  GITHUB_DISPATCH_TOKEN:
    "github.com → Settings → Developer settings → Fine-grained tokens: this repository only, Contents read and write",
};

/** Each variable creating the webhook needs that is missing (with where to get it) or malformed. */
export function webhookConfigProblems(env: Env): ConfigProblem[] {
  const problems = Object.entries(WEBHOOK_VARIABLE_SOURCES)
    .filter(([variable]) => optionalEnv(env, variable) === undefined)
    .map(([variable, source]) => ({ variable, problem: `is missing: ${source}` }));
  const repository = optionalEnv(env, "GITHUB_REPOSITORY");
  if (repository !== undefined && !/^[\w.-]+\/[\w.-]+$/.test(repository)) {
    problems.push({
      variable: "GITHUB_REPOSITORY",
      problem: `is "${repository}": it must be owner/name`,
    });
  }
  return problems;
}

export function readWebhookConfig(env: Env): WebhookConfig {
  const problems = webhookConfigProblems(env);
  if (problems.length > 0) {
    throw new Error(
      `Creating the webhook needs:\n${problems.map(({ variable, problem }) => `  - ${variable} ${problem}`).join("\n")}`,
    );
  }
  const repository = requireEnv(env, "GITHUB_REPOSITORY");
  return {
    manageToken: requireEnv(env, "SANITY_MANAGE_TOKEN"),
    repository,
    dispatchToken: requireEnv(env, "GITHUB_DISPATCH_TOKEN"),
  };
}
