/**
 * The lake's own variables, read in one place by `npm run lake` (main.ts) and the lake CLI
 * (cli.ts). The lake is a product of its own: it reads these and nothing of the site's
 * configuration. Pure functions over an env record, no I/O.
 *
 * LAKE_PORT (8787), LAKE_HTTPS_PORT (8788; "off": no HTTPS listener), LAKE_DATA_DIR
 * (.data/lake), SANITY_API_TOKEN (default: the data dir's own, local-token.ts),
 * LAKE_PROJECT_ID (local), LAKE_DATASETS (production,staging), LAKE_CORS_ORIGINS,
 * LAKE_ALLOWED_HOSTS. SANITY_PROJECT_ID is deliberately ignored: for the programs that talk
 * to a lake it means "use real Sanity"; LAKE_PROJECT_ID names the lake's project.
 */

/** `process.env` or a plain record. */
export type LakeEnv = Readonly<Record<string, string | boolean | undefined>>;

/** The Sanity HTTP API version the lake's own tools (CLI, bench, test lake) pin. */
export const LAKE_API_VERSION = "2025-02-19";

/** The lake's defaults, each moved by the variable beside it. */
export const LAKE_DEFAULTS = {
  port: 8787,
  httpsPort: 8788,
  dataDir: ".data/lake",
  projectId: "local",
  datasets: "production,staging",
} as const;

export interface LakeConfig {
  port: number;
  /** undefined when LAKE_HTTPS_PORT is "off". */
  httpsPort: number | undefined;
  dataDir: string;
  /** SANITY_API_TOKEN when set; undefined: the per-clone token in the data dir (local-token.ts). */
  token: string | undefined;
  projectId: string;
  datasets: string[];
  /** Browser origins that may call the lake; undefined: defaultLakeCorsOrigins(). */
  corsOrigins: string[] | undefined;
  /** Host names the lake answers besides the loopback ones (LAKE_ALLOWED_HOSTS). */
  allowedHosts: string[];
}

/** The trimmed value, or undefined when unset or blank. */
function optionalEnv(env: LakeEnv, name: string): string | undefined {
  const value = env[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** A TCP port, or an error naming the variable. */
export function portEnv(env: LakeEnv, name: string, fallback: number): number {
  const raw = optionalEnv(env, name);
  if (raw === undefined) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a TCP port number (0-65535), got "${raw}"`);
  }
  return port;
}

/** LAKE_HTTPS_PORT: a port, or "off" (any case) for a lake without its HTTPS listener. */
export function lakeHttpsPortEnv(env: LakeEnv): number | undefined {
  return optionalEnv(env, "LAKE_HTTPS_PORT")?.toLowerCase() === "off"
    ? undefined
    : portEnv(env, "LAKE_HTTPS_PORT", LAKE_DEFAULTS.httpsPort);
}

/** `http://localhost:3333/` → `http://localhost:3333`; anything that is not an http(s) origin → undefined. */
export function originOf(raw: string): string | undefined {
  const url = URL.canParse(raw.trim()) ? new URL(raw.trim()) : undefined;
  return url && (url.protocol === "http:" || url.protocol === "https:") ? url.origin : undefined;
}

function corsOriginsEnv(env: LakeEnv): string[] | undefined {
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
 * What the lake answers from a browser when nobody names its origins (LAKE_CORS_ORIGINS):
 * the default ports of the tools a Sanity site is developed with — Vite's dev server (5173)
 * and preview (4173), and Sanity Studio (3333) — on both loopback names. A program that
 * moves them passes LAKE_CORS_ORIGINS (`npm start` does).
 */
export function defaultLakeCorsOrigins(): string[] {
  return [5173, 4173, 3333].flatMap((port) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);
}

/** A host name as LAKE_ALLOWED_HOSTS lists it: `lake.test`, or `.lake.test` for it and its subdomains. */
const HOST_NAME = /^\.?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/**
 * LAKE_ALLOWED_HOSTS: names, besides the loopback ones, that a request's Host may carry (a
 * lake reached through a container's or VM's name). Like Vite's `server.allowedHosts`, a
 * leading dot allows the name and its subdomains.
 */
function allowedHostsEnv(env: LakeEnv): string[] {
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

export function readLakeConfig(env: LakeEnv): LakeConfig {
  return {
    port: portEnv(env, "LAKE_PORT", LAKE_DEFAULTS.port),
    httpsPort: lakeHttpsPortEnv(env),
    dataDir: optionalEnv(env, "LAKE_DATA_DIR") ?? LAKE_DEFAULTS.dataDir,
    token: optionalEnv(env, "SANITY_API_TOKEN"),
    projectId: optionalEnv(env, "LAKE_PROJECT_ID") ?? LAKE_DEFAULTS.projectId,
    datasets: (optionalEnv(env, "LAKE_DATASETS") ?? LAKE_DEFAULTS.datasets)
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
    corsOrigins: corsOriginsEnv(env),
    allowedHosts: allowedHostsEnv(env),
  };
}
