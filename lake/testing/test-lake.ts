/** Starts an in-process lake on a free port and a temp data dir, plus clients for it. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient, type SanityClient } from "@sanity/client";
import { LAKE_API_VERSION } from "../config";
import { createLake, type Lake, type LakeOptions } from "../lake";

export const TOKEN = "test-token";
export const API_VERSION = LAKE_API_VERSION;

export interface TestLake {
  lake: Lake;
  dataDir: string;
  /** Authenticated client (drafts, writes). */
  client: SanityClient;
  /** Client without a token: what the public site sees. */
  anon: SanityClient;
  /** A client for another dataset or token. */
  clientFor(options: { dataset?: string; token?: string }): SanityClient;
  stop(): Promise<void>;
}

export function tempDir(prefix = "lake-test-"): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export function makeClient(
  apiHost: string,
  options: { dataset?: string; token?: string } = {},
): SanityClient {
  return createClient({
    projectId: "local",
    dataset: options.dataset ?? "production",
    apiHost,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: API_VERSION,
    ...(options.token ? { token: options.token } : {}),
  });
}

export async function startLake(overrides: Partial<LakeOptions> = {}): Promise<TestLake> {
  const dataDir = overrides.dataDir ?? tempDir();
  const logs: string[] = [];
  const lake = await createLake({
    port: 0,
    dataDir,
    token: TOKEN,
    projectId: "local",
    log: (line) => logs.push(line),
    // Keep the generated certificate inside the temp dir (the default is <dataDir>/../certs).
    certDir: path.join(dataDir, "certs"),
    ...overrides,
  });
  return {
    lake,
    dataDir,
    client: makeClient(lake.url, { token: TOKEN }),
    anon: makeClient(lake.url),
    clientFor: (options) => makeClient(lake.url, options),
    async stop() {
      await lake.close();
      if (!overrides.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Raw request for wire-shape checks the client cannot express. */
export async function raw(
  lake: Lake,
  pathname: string,
  init: RequestInit & { token?: string } = {},
): Promise<{ status: number; body: unknown; headers: Headers; text: string }> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  const response = await fetch(`${lake.url}${pathname}`, { ...init, headers });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (NDJSON, images): leave the text.
  }
  return { status: response.status, body, headers: response.headers, text };
}
