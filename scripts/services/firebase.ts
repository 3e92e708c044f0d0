/**
 * The Firebase emulators, started the same way by `npm start` and by the tests.
 *
 * Firestore runs from the Debian package's jar (no download, Java 17 is enough);
 * where that package is missing, firebase-tools' own Firestore emulator is the
 * fallback (Java 21 and a one-time download). Auth runs from firebase-tools in
 * node_modules. See docs/decisions/0003-firebase-emulators.md.
 */
import { execFile } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";
import {
  assertPortFree,
  freePort,
  httpAnswers,
  type Logger,
  type Service,
  spawnProcess,
  waitFor,
} from "../lib/service";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const FIREBASE_BIN = path.join(REPO_ROOT, "node_modules", ".bin", "firebase");
const DEBIAN_PACKAGE = "google-cloud-cli-firestore-emulator";
const JAR_BESIDE_SDK = path.join(
  "platform",
  "cloud-firestore-emulator",
  "cloud-firestore-emulator.jar",
);
const FIRESTORE_MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";
/** The Debian jar runs on 17; firebase-tools refuses to start its own Firestore below 21. */
const JAR_MIN_JAVA = 17;
const FIREBASE_TOOLS_MIN_JAVA = 21;

/** A running emulator: `url` is http://host:port, `hostPort` is what *_EMULATOR_HOST takes. */
export interface EmulatorService extends Service {
  host: string;
  port: number;
  hostPort: string;
  projectId: string;
}

export interface FirestoreEmulatorOptions {
  port: number;
  host?: string;
  projectId: string;
  /** Rules loaded at start (reload later with `reloadFirestoreRules`). */
  rulesPath: string;
  log: Logger;
  /** "auto" (default): the Debian jar if found, else firebase-tools. */
  implementation?: "auto" | "jar" | "firebase-tools";
  /** Readiness timeout; the firebase-tools fallback may first download ~137 MB. */
  timeoutMs?: number;
}

export interface AuthEmulatorOptions {
  port: number;
  host?: string;
  projectId: string;
  log: Logger;
  timeoutMs?: number;
}

export interface InvitationSeed {
  code: string;
  /** ISO timestamp; stored as a Firestore timestamp. */
  createdAt?: string;
  note?: string;
}

export interface AuthEmulatorUser {
  localId: string;
  email?: string;
  createdAt?: string;
  [key: string]: unknown;
}

// ---------------------------------------------------------------------------
// Java and the Firestore jar

/** Major version of `java` on PATH, or undefined when there is none. */
export async function javaMajorVersion(): Promise<number | undefined> {
  const output = await new Promise<string | undefined>((resolve) => {
    execFile("java", ["-version"], { timeout: 15_000 }, (error, stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === "ENOENT") resolve(undefined);
      else resolve(`${stdout}\n${stderr}`);
    });
  });
  if (output === undefined) return undefined;
  // `version "17.0.15"`, `version "21"` or the old `version "1.8.0_402"`.
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 && match[2] ? Number(match[2]) : major;
}

async function requireJava(minimum: number, purpose: string): Promise<number> {
  const major = await javaMajorVersion();
  if (major === undefined) {
    throw new Error(
      `${purpose} needs Java ${minimum} or newer, but no \`java\` is on PATH (Debian: apt-get install openjdk-${minimum}-jre-headless).`,
    );
  }
  if (major < minimum) {
    throw new Error(
      `${purpose} needs Java ${minimum} or newer; \`java -version\` reports ${major}.`,
    );
  }
  return major;
}

function dpkgListedJar(): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile("dpkg", ["-L", DEBIAN_PACKAGE], { timeout: 10_000 }, (error, stdout) => {
      if (error) return resolve(undefined);
      resolve(stdout.split("\n").find((line) => line.endsWith("emulator.jar")));
    });
  });
}

function sdkRootsFromPath(): string[] {
  const roots: string[] = [];
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const gcloud = path.join(dir, "gcloud");
    if (dir && existsSync(gcloud)) {
      try {
        roots.push(path.resolve(path.dirname(realpathSync(gcloud)), ".."));
      } catch {
        // A dangling symlink: not an SDK.
      }
    }
  }
  return roots;
}

/**
 * Where the Cloud SDK's Firestore emulator jar is: `FIRESTORE_EMULATOR_JAR`, the
 * Debian package, or a Cloud SDK found beside `gcloud` or in a usual place.
 */
export async function findFirestoreEmulatorJar(): Promise<string | undefined> {
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR?.trim();
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`FIRESTORE_EMULATOR_JAR points to a missing file: ${fromEnv}`);
    return fromEnv;
  }
  const roots = [
    "/usr/lib/google-cloud-sdk",
    ...sdkRootsFromPath(),
    "/usr/share/google-cloud-sdk",
    "/opt/google-cloud-sdk",
    path.join(os.homedir(), "google-cloud-sdk"),
    "/opt/homebrew/share/google-cloud-sdk",
    "/usr/local/share/google-cloud-sdk",
  ];
  for (const root of roots) {
    const jar = path.join(root, JAR_BESIDE_SDK);
    if (existsSync(jar)) return jar;
  }
  const listed = await dpkgListedJar();
  return listed && existsSync(listed) ? listed : undefined;
}

function connectHost(host: string): string {
  // A wildcard bind is reached on loopback.
  if (host === "0.0.0.0" || host === "::" || host === "") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

function describe(
  name: string,
  host: string,
  port: number,
  projectId: string,
  stop: () => Promise<void>,
) {
  const hostPort = `${connectHost(host)}:${port}`;
  return {
    name,
    host,
    port,
    hostPort,
    url: `http://${hostPort}`,
    projectId,
    stop,
  } satisfies EmulatorService;
}

/** Waits for readiness; on failure stops what was started so nothing is orphaned. */
async function readyOrStop(
  what: string,
  url: string,
  started: ReturnType<typeof spawnProcess>,
  timeoutMs: number,
  cleanup: () => Promise<void> = async () => {},
): Promise<void> {
  try {
    await waitFor(what, () => httpAnswers(url), timeoutMs, started.child);
  } catch (error) {
    await started.stop();
    await cleanup();
    throw error;
  }
}

/** firebase-tools colours its tables whatever NO_COLOR says; the prefixed log wants plain text. */
function plain(log: Logger): Logger {
  return (line) => log(stripVTControlCharacters(line));
}

/** Env for firebase-tools: no update check, no telemetry, no developer login reused. */
function firebaseToolsEnv(configHome: string): NodeJS.ProcessEnv {
  return {
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
    NO_UPDATE_NOTIFIER: "1",
    DO_NOT_TRACK: "1",
    // A private configstore: usage reporting is off by default there, and the
    // emulators of a demo- project never need the developer's credentials.
    XDG_CONFIG_HOME: configHome,
    // Plain lines for the prefixed log (firebase-tools' colorette honours NO_COLOR).
    NO_COLOR: "1",
  };
}

/**
 * Writes a firebase.json for one run into a fresh temp dir. The hub and logging
 * emulators get OS-assigned ports so several suites (a test run beside `npm start`)
 * never fight over 4400/4500.
 */
async function firebaseToolsConfig(
  emulators: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<{ dir: string; configPath: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "tastemap-firebase-"));
  const config = {
    ...extra,
    emulators: {
      ...emulators,
      hub: { host: "127.0.0.1", port: await freePort() },
      logging: { host: "127.0.0.1", port: await freePort() },
      ui: { enabled: false },
      singleProjectMode: false,
    },
  };
  const configPath = path.join(dir, "firebase.json");
  await writeFile(configPath, `${JSON.stringify(config, null, 2)}\n`);
  return { dir, configPath };
}

function requireFirebaseTools(): void {
  if (!existsSync(FIREBASE_BIN)) {
    throw new Error(
      `firebase-tools is not installed (${FIREBASE_BIN} is missing): run npm install.`,
    );
  }
}

// ---------------------------------------------------------------------------
// Firestore

/** Starts the Firestore emulator with security rules and resolves once it answers HTTP. */
export async function startFirestoreEmulator(
  options: FirestoreEmulatorOptions,
): Promise<EmulatorService> {
  const host = options.host ?? "127.0.0.1";
  const rulesPath = path.resolve(options.rulesPath);
  if (!existsSync(rulesPath)) throw new Error(`Firestore rules file not found: ${rulesPath}`);
  await assertPortFree(
    options.port,
    "Firestore emulator",
    "FIRESTORE_PORT",
    connectHost(host).replace(/^\[|\]$/g, ""),
  );

  const implementation = options.implementation ?? "auto";
  const jar = implementation === "firebase-tools" ? undefined : await findFirestoreEmulatorJar();
  if (implementation === "jar" && !jar) {
    throw new Error(
      `Firestore emulator: the Debian package ${DEBIAN_PACKAGE} (its emulator jar) is not installed.`,
    );
  }
  if (jar) return await startFirestoreJar({ ...options, host, rulesPath }, jar);

  if (implementation === "auto") {
    options.log(
      `The Debian package ${DEBIAN_PACKAGE} is not installed: falling back to firebase-tools' own Firestore emulator. ` +
        `It needs Java ${FIREBASE_TOOLS_MIN_JAVA}+ and downloads its jar (~137 MB) once into ~/.cache/firebase/emulators (internet needed that first time).`,
    );
  }
  return await startFirestoreViaFirebaseTools({ ...options, host, rulesPath });
}

async function startFirestoreJar(
  options: FirestoreEmulatorOptions & { host: string },
  jar: string,
): Promise<EmulatorService> {
  await requireJava(JAR_MIN_JAVA, "The Firestore emulator");
  const started = spawnProcess({
    name: "firestore",
    command: "java",
    args: [
      "-Duser.language=en",
      "-cp",
      jar,
      FIRESTORE_MAIN_CLASS,
      `--host=${options.host}`,
      `--port=${options.port}`,
      `--rules=${options.rulesPath}`,
      `--project_id=${options.projectId}`,
    ],
    log: options.log,
  });
  const service = describe(
    "firestore",
    options.host,
    options.port,
    options.projectId,
    started.stop,
  );
  await readyOrStop("Firestore emulator", `${service.url}/`, started, options.timeoutMs ?? 60_000);
  return service;
}

async function startFirestoreViaFirebaseTools(
  options: FirestoreEmulatorOptions & { host: string },
): Promise<EmulatorService> {
  requireFirebaseTools();
  await requireJava(
    FIREBASE_TOOLS_MIN_JAVA,
    `firebase-tools' Firestore emulator (the fallback when ${DEBIAN_PACKAGE} is not installed)`,
  );
  const { dir, configPath } = await firebaseToolsConfig(
    { firestore: { host: options.host, port: options.port } },
    { firestore: { rules: options.rulesPath } },
  );
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const started = spawnProcess({
    name: "firestore",
    command: FIREBASE_BIN,
    args: [
      "emulators:start",
      "--only",
      "firestore",
      "--project",
      options.projectId,
      "--config",
      configPath,
    ],
    cwd: dir,
    env: firebaseToolsEnv(dir),
    log: plain(options.log),
  });
  const service = describe("firestore", options.host, options.port, options.projectId, async () => {
    await started.stop();
    await cleanup();
  });
  // Generous: the first run downloads the emulator jar.
  await readyOrStop(
    "Firestore emulator (firebase-tools)",
    `${service.url}/`,
    started,
    options.timeoutMs ?? 600_000,
    cleanup,
  );
  return service;
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) {
    throw new Error(`${what} failed: HTTP ${response.status} ${await response.text()}`);
  }
  await response.body?.cancel();
}

/** Replaces the rules the emulator enforces for `projectId` (rejects on a compile error). */
export async function reloadFirestoreRules(
  hostPort: string,
  projectId: string,
  rulesText: string,
): Promise<void> {
  const response = await fetch(
    `http://${hostPort}/emulator/v1/projects/${encodeURIComponent(projectId)}:securityRules`,
    {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ rules: { files: [{ name: "firestore.rules", content: rulesText }] } }),
    },
  );
  await expectOk(response, "Reloading Firestore rules");
}

/** Deletes every document of `projectId`'s default database. */
export async function clearFirestore(hostPort: string, projectId: string): Promise<void> {
  const response = await fetch(
    `http://${hostPort}/emulator/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents`,
    { method: "DELETE" },
  );
  await expectOk(response, "Clearing Firestore");
}

/** Reads seed/invitations.json (or another file of the same shape). */
export async function loadInvitationSeed(
  file = path.join(REPO_ROOT, "seed", "invitations.json"),
): Promise<InvitationSeed[]> {
  const entries = JSON.parse(await readFile(file, "utf8")) as unknown;
  if (!Array.isArray(entries))
    throw new Error(`${file}: expected an array of {code, createdAt, note}`);
  return entries.map((entry, index) => {
    const seed = typeof entry === "string" ? { code: entry } : (entry as InvitationSeed);
    if (typeof seed?.code !== "string" || !seed.code)
      throw new Error(`${file}[${index}]: missing "code"`);
    return seed;
  });
}

/**
 * Writes `invitations/{code}` past the rules (the emulator's owner token).
 * Idempotent: each document is replaced with the same content.
 */
export async function seedInvitations(
  hostPort: string,
  projectId: string,
  codes: ReadonlyArray<string | InvitationSeed>,
): Promise<number> {
  for (const item of codes) {
    const seed = typeof item === "string" ? { code: item } : item;
    const fields: Record<string, unknown> = {
      code: { stringValue: seed.code },
      createdAt: { timestampValue: seed.createdAt ?? "2025-01-01T00:00:00Z" },
    };
    if (seed.note !== undefined) fields.note = { stringValue: seed.note };
    const url = `http://${hostPort}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents/invitations/${encodeURIComponent(seed.code)}`;
    const response = await fetch(url, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({ fields }),
    });
    await expectOk(response, `Seeding invitation ${seed.code}`);
  }
  return codes.length;
}

// ---------------------------------------------------------------------------
// Auth

/** Starts firebase-tools' Auth emulator (ui off, own hub ports) and resolves once it answers. */
export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<EmulatorService> {
  const host = options.host ?? "127.0.0.1";
  requireFirebaseTools();
  await assertPortFree(
    options.port,
    "Auth emulator",
    "FIREBASE_AUTH_PORT",
    connectHost(host).replace(/^\[|\]$/g, ""),
  );
  const { dir, configPath } = await firebaseToolsConfig({ auth: { host, port: options.port } });
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const started = spawnProcess({
    name: "auth",
    command: FIREBASE_BIN,
    args: [
      "emulators:start",
      "--only",
      "auth",
      "--project",
      options.projectId,
      "--config",
      configPath,
    ],
    // firebase-debug.log lands in the temp dir, not in the repo.
    cwd: dir,
    env: firebaseToolsEnv(dir),
    log: plain(options.log),
  });
  const service = describe("auth", host, options.port, options.projectId, async () => {
    await started.stop();
    await cleanup();
  });
  // Compiling the Identity Toolkit API schema takes ~15 s of CPU on a small machine.
  await readyOrStop(
    "Auth emulator",
    `${service.url}/`,
    started,
    options.timeoutMs ?? 120_000,
    cleanup,
  );
  return service;
}

/** Deletes every Auth emulator account of `projectId`. */
export async function clearAuth(hostPort: string, projectId: string): Promise<void> {
  const response = await fetch(
    `http://${hostPort}/emulator/v1/projects/${encodeURIComponent(projectId)}/accounts`,
    {
      method: "DELETE",
    },
  );
  await expectOk(response, "Clearing Auth accounts");
}

/** Every account in the Auth emulator for `projectId` (tests: "no account was left behind"). */
export async function listAuthUsers(
  hostPort: string,
  projectId: string,
): Promise<AuthEmulatorUser[]> {
  const users: AuthEmulatorUser[] = [];
  let pageToken: string | undefined;
  do {
    const query = new URLSearchParams({ maxResults: "1000" });
    if (pageToken) query.set("nextPageToken", pageToken);
    const response = await fetch(
      `http://${hostPort}/identitytoolkit.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/accounts:batchGet?${query}`,
      { headers: { authorization: "Bearer owner" } },
    );
    if (!response.ok)
      throw new Error(
        `Listing Auth accounts failed: HTTP ${response.status} ${await response.text()}`,
      );
    const page = (await response.json()) as { users?: AuthEmulatorUser[]; nextPageToken?: string };
    users.push(...(page.users ?? []));
    pageToken = page.nextPageToken;
  } while (pageToken);
  return users;
}
