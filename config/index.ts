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

/** `process.env`, `import.meta.env` (which also holds booleans) or a plain record. */
export type Env = Readonly<Record<string, string | boolean | undefined>>;

/** The Sanity HTTP API version every client pins (site, Studio, scripts, tests). */
export const SANITY_API_VERSION = "2025-02-19";

/**
 * Local mode's names. The local lake's token is not one of them: each clone makes its own
 * on first start, beside the lake's data (config/local-token.ts).
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

export class MissingEnvError extends Error {
  constructor(readonly variable: string) {
    super(`Missing required environment variable: ${variable}`);
    this.name = "MissingEnvError";
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

function portEnv(env: Env, name: string, fallback: number): number {
  const raw = optionalEnv(env, name);
  if (raw === undefined) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a TCP port number (0-65535), got "${raw}"`);
  }
  return port;
}

/**
 * LAKE_HTTPS_PORT: a port, or "off" for a lake without its HTTPS listener. Every program
 * reads it here (`npm run lake`, `npm start`, seeding, the CLI), so none refuses what another
 * accepts.
 */
function lakeHttpsPortEnv(env: Env): number | undefined {
  const { variable, port } = PORTS.lakeHttps;
  return optionalEnv(env, variable)?.toLowerCase() === "off"
    ? undefined
    : portEnv(env, variable, port);
}

export function readPorts(env: Env): Ports {
  const entries = Object.entries(PORTS).map(([key, { variable, port }]) => [
    key,
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
// The local Content Lake (lake/main.ts, lake/cli.ts)

export interface LakeConfig {
  port: number;
  /** undefined when LAKE_HTTPS_PORT is "off". */
  httpsPort: number | undefined;
  dataDir: string;
  /** SANITY_API_TOKEN when set; undefined: the per-clone token in the data dir (local-token.ts). */
  token: string | undefined;
  projectId: string;
  datasets: string[];
  /** Browser origins that may call the lake; undefined: the lake's default (the default ports). */
  corsOrigins: string[] | undefined;
  /** Host names the lake answers besides the loopback ones (LAKE_ALLOWED_HOSTS). */
  allowedHosts: string[];
}

/** `http://localhost:3333/` → `http://localhost:3333`; anything that is not an http(s) origin → undefined. */
export function originOf(raw: string): string | undefined {
  const url = URL.canParse(raw.trim()) ? new URL(raw.trim()) : undefined;
  return url && (url.protocol === "http:" || url.protocol === "https:") ? url.origin : undefined;
}

function corsOriginsEnv(env: Env): string[] | undefined {
  const raw = optionalEnv(env, "LAKE_CORS_ORIGINS");
  if (raw === undefined) return undefined;
  return raw.split(",").map((entry) => {
    const origin = originOf(entry);
    if (!origin) {
      throw new Error(
        `LAKE_CORS_ORIGINS has "${entry.trim()}", which is not an origin like http://localhost:3333`,
      );
    }
    return origin;
  });
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

/** What the lake answers when nobody names its origins: the site and Studio on their default ports. */
export const DEFAULT_LAKE_CORS_ORIGINS = loopbackOrigins([
  PORTS.web.port,
  PORTS.preview.port,
  PORTS.studio.port,
]);

/**
 * The lake's own variables. SANITY_PROJECT_ID is deliberately ignored: it means
 * "use real Sanity" everywhere else; LAKE_PROJECT_ID names the lake's project.
 */
export function readLakeConfig(env: Env): LakeConfig {
  return {
    port: portEnv(env, PORTS.lake.variable, PORTS.lake.port),
    httpsPort: lakeHttpsPortEnv(env),
    dataDir: optionalEnv(env, "LAKE_DATA_DIR") ?? LOCAL.lakeDataDir,
    token: optionalEnv(env, "SANITY_API_TOKEN"),
    projectId: optionalEnv(env, "LAKE_PROJECT_ID") ?? LOCAL.sanityProjectId,
    datasets: (optionalEnv(env, "LAKE_DATASETS") ?? `${LOCAL.dataset},${LOCAL.stagingDataset}`)
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
    corsOrigins: corsOriginsEnv(env),
    allowedHosts: allowedHostsEnv(env),
  };
}

/** A host name as LAKE_ALLOWED_HOSTS lists it: `lake.test`, or `.lake.test` for it and its subdomains. */
const HOST_NAME = /^\.?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/**
 * LAKE_ALLOWED_HOSTS: names, besides the loopback ones, that a request's Host may carry (a
 * lake reached through a container's or VM's name). Like Vite's `server.allowedHosts`, a
 * leading dot allows the name and its subdomains.
 */
function allowedHostsEnv(env: Env): string[] {
  const raw = optionalEnv(env, "LAKE_ALLOWED_HOSTS");
  if (raw === undefined) return [];
  return raw
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      if (!HOST_NAME.test(entry)) {
        throw new Error(
          `LAKE_ALLOWED_HOSTS has "${entry}", which is not a host name like lake.test or .lake.test (no port, no scheme)`,
        );
      }
      return entry;
    });
}
