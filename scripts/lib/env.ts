/**
 * Resolves the whole stack's configuration from environment variables.
 *
 * No variables at all means local mode: the local Content Lake and the Firebase
 * emulators. Naming a real Sanity project (SANITY_PROJECT_ID) or a real Firebase
 * project (VITE_FIREBASE_PROJECT_ID not starting with "demo-") switches that half to
 * the real service, and then every variable that half needs is required.
 */

export class MissingEnvError extends Error {
  constructor(readonly variable: string) {
    super(`Missing required environment variable: ${variable}`);
    this.name = "MissingEnvError";
  }
}

type Env = Record<string, string | undefined>;

/** Returns the trimmed value, or throws MissingEnvError naming the variable. */
export function requireEnv(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new MissingEnvError(name);
  return value;
}

function optionalEnv(env: Env, name: string, fallback: string): string {
  return env[name]?.trim() || fallback;
}

function portEnv(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a TCP port number (0-65535), got "${raw}"`);
  }
  return port;
}

export const LOCAL_SANITY_PROJECT_ID = "local";
export const LOCAL_SANITY_TOKEN = "local-dev-token";
export const LOCAL_FIREBASE_PROJECT_ID = "demo-tastemap";
export const DEFAULT_API_VERSION = "2025-02-19";

export interface Ports {
  web: number;
  /** `npm run preview`: the production build served as the host serves it. */
  preview: number;
  studio: number;
  lake: number;
  lakeHttps: number;
  auth: number;
  firestore: number;
}

export interface SanityConfig {
  /** "local" when the local Content Lake serves content. */
  mode: "local" | "sanity";
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** Write/draft token: used by seeding, tests and the lake; never shipped to the browser. */
  token: string | undefined;
  /** Local mode only: where the site and scripts reach the lake. */
  apiHost: string | undefined;
  /** Local mode only: the HTTP/2 TLS origin Studio talks to. */
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

export function resolvePorts(env: Env = process.env): Ports {
  return {
    web: portEnv(env, "WEB_PORT", 5173),
    preview: portEnv(env, "PREVIEW_PORT", 4173),
    studio: portEnv(env, "STUDIO_PORT", 3333),
    lake: portEnv(env, "LAKE_PORT", 8787),
    lakeHttps: portEnv(env, "LAKE_HTTPS_PORT", 8788),
    auth: portEnv(env, "FIREBASE_AUTH_PORT", 9099),
    firestore: portEnv(env, "FIRESTORE_PORT", 8080),
  };
}

export function resolveSanity(env: Env, ports: Ports): SanityConfig {
  const apiVersion = optionalEnv(env, "SANITY_API_VERSION", DEFAULT_API_VERSION);
  if (env.SANITY_PROJECT_ID?.trim()) {
    return {
      mode: "sanity",
      projectId: requireEnv(env, "SANITY_PROJECT_ID"),
      dataset: requireEnv(env, "SANITY_DATASET"),
      apiVersion,
      token: env.SANITY_API_TOKEN?.trim() || undefined,
      apiHost: undefined,
      studioApiHost: undefined,
    };
  }
  return {
    mode: "local",
    projectId: LOCAL_SANITY_PROJECT_ID,
    dataset: optionalEnv(env, "SANITY_DATASET", "production"),
    apiVersion,
    token: optionalEnv(env, "SANITY_API_TOKEN", LOCAL_SANITY_TOKEN),
    apiHost: `http://127.0.0.1:${ports.lake}`,
    studioApiHost: `https://localhost:${ports.lakeHttps}`,
  };
}

export function resolveFirebase(env: Env): FirebaseConfig {
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim();
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
  const demoId = projectId || LOCAL_FIREBASE_PROJECT_ID;
  return {
    mode: "emulator",
    projectId: demoId,
    apiKey: "demo-api-key",
    authDomain: `${demoId}.firebaseapp.com`,
    appId: "demo-app",
  };
}

export function resolveSiteUrl(env: Env, ports: Ports): string {
  const raw = env.SITE_URL?.trim();
  if (!raw) return `http://localhost:${ports.preview}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  return url.origin;
}

export function resolveConfig(env: Env = process.env): StackConfig {
  const ports = resolvePorts(env);
  return {
    ports,
    siteUrl: resolveSiteUrl(env, ports),
    sanity: resolveSanity(env, ports),
    firebase: resolveFirebase(env),
    lakeDataDir: optionalEnv(env, "LAKE_DATA_DIR", ".data/lake"),
  };
}

/**
 * The public values the site is built with (Vite exposes VITE_* to the browser).
 * Tokens never appear here.
 */
/**
 * The browser origins the local lake answers: the site (dev server, preview, SITE_URL)
 * and Studio, on both loopback names. Every other page is refused (lake/http/cors.ts).
 */
export function lakeCorsOrigins(config: StackConfig): string[] {
  const { web, preview, studio } = config.ports;
  const loopback = [web, preview, studio].flatMap((port) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);
  return [...new Set([...loopback, new URL(config.siteUrl).origin])];
}

export function webEnv(
  config: StackConfig,
  hosts = { loopback: "127.0.0.1" },
): Record<string, string> {
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
    values.VITE_FIREBASE_AUTH_EMULATOR_URL = `http://${hosts.loopback}:${config.ports.auth}`;
    values.VITE_FIRESTORE_EMULATOR_HOST = `${hosts.loopback}:${config.ports.firestore}`;
  }
  return values;
}
