/**
 * The Firebase emulators, started the same way by `npm start` and by the tests,
 * and the emulator REST calls the seeding and the tests use.
 *
 * Firestore runs from the Debian package's jar (no download, Java 17 is enough);
 * where that package is missing, firebase-tools' own Firestore emulator is the
 * fallback (Java 21 and a one-time download). Auth, and Hosting for the preview of
 * the production build, run from firebase-tools in node_modules. See
 * docs/decisions/0003-firebase-emulators.md.
 */
import { existsSync, realpathSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { builtFirebaseJsonPath } from "@tastemap/web/hosting-redirects";
import { execa } from "execa";
import { withLocalFrameAncestors } from "../lib/local-frame-ancestors";
import { freePort, type Logger, type Service, startService } from "../lib/service";

const root = path.resolve(import.meta.dirname, "../..");
const FIREBASE_BIN = path.join(root, "node_modules/.bin/firebase");
const DEBIAN_PACKAGE = "google-cloud-cli-firestore-emulator";
const JAR_IN_SDK = "platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
/** The Debian jar runs on 17; firebase-tools refuses to start its own Firestore below 21. */
const JAR_MIN_JAVA = 17;
const FIREBASE_TOOLS_MIN_JAVA = 21;

/** A running emulator: `hostPort` is what *_EMULATOR_HOST takes. */
export interface EmulatorService extends Service {
  host: string;
  port: number;
  hostPort: string;
  projectId: string;
}

export interface EmulatorOptions {
  port: number;
  projectId: string;
  log: Logger;
}

export interface FirestoreEmulatorOptions extends EmulatorOptions {
  /** Rules loaded at start (reload later with `reloadFirestoreRules`). */
  rulesPath: string;
  /** "auto" (default): the Debian jar if found, else firebase-tools. */
  implementation?: "auto" | "jar" | "firebase-tools";
}

export interface InvitationSeed {
  code: string;
  /** ISO timestamp; stored as a Firestore timestamp. */
  createdAt?: string;
  note?: string;
  /** Sign-ups allowed with this code; absent means no limit. */
  maxUses?: number;
  /** Sign-ups already made with it (default 0). */
  uses?: number;
  /** ISO timestamp after which the code no longer works. */
  expiresAt?: string;
  /** ISO timestamp: the code was revoked then. */
  revokedAt?: string;
}

export interface AuthEmulatorUser {
  localId: string;
  email?: string;
  createdAt?: string;
  [key: string]: unknown;
}

/**
 * The staff account `npm start` and the test stack create in the Auth emulator
 * (with the `admin` claim), printed at start-up: it signs in to the Studio's
 * Waitlist tool. Emulator only; a real project's staff are granted with
 * `npm run staff:grant`.
 */
export const LOCAL_STAFF = { email: "staff@tastemap.local", password: "tastemap-staff" } as const;

// ---------------------------------------------------------------------------
// Starting them

async function requireJava(minimum: number, purpose: string): Promise<void> {
  const java = await execa("java", ["-version"], { all: true, reject: false, timeout: 15_000 });
  if (java.exitCode === undefined) {
    throw new Error(
      `${purpose} needs Java ${minimum} or newer, but no \`java\` is on PATH (Debian: apt-get install openjdk-${minimum}-jre-headless).`,
    );
  }
  // `version "17.0.15"`, `version "21"` or the old `version "1.8.0_402"`.
  const match = /version "(\d+)(?:\.(\d+))?/.exec(String(java.all));
  const major = match?.[1] === "1" ? Number(match[2]) : Number(match?.[1]);
  if (major < minimum) {
    throw new Error(
      `${purpose} needs Java ${minimum} or newer; \`java -version\` reports ${major}.`,
    );
  }
}

/**
 * The Cloud SDK's Firestore emulator jar: `FIRESTORE_EMULATOR_JAR`, a Cloud SDK
 * beside `gcloud` or in a usual place, or the Debian package's own listing.
 */
async function findFirestoreEmulatorJar(): Promise<string | undefined> {
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR?.trim();
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new Error(`FIRESTORE_EMULATOR_JAR points to a missing file: ${fromEnv}`);
    }
    return fromEnv;
  }
  const besideGcloud = (process.env.PATH ?? "")
    .split(path.delimiter)
    .map((dir) => path.join(dir, "gcloud"))
    .filter((gcloud) => existsSync(gcloud))
    .map((gcloud) => path.resolve(path.dirname(realpathSync(gcloud)), ".."));
  const sdks = [
    "/usr/lib/google-cloud-sdk",
    ...besideGcloud,
    "/usr/share/google-cloud-sdk",
    "/opt/google-cloud-sdk",
    path.join(os.homedir(), "google-cloud-sdk"),
    "/opt/homebrew/share/google-cloud-sdk",
    "/usr/local/share/google-cloud-sdk",
  ];
  const inSdk = sdks.map((sdk) => path.join(sdk, JAR_IN_SDK)).find((jar) => existsSync(jar));
  if (inSdk) return inSdk;
  const listed = await execa("dpkg", ["-L", DEBIAN_PACKAGE], { lines: true, reject: false });
  const jar = (listed.stdout as string[]).find((line) => line.endsWith("emulator.jar"));
  return jar && existsSync(jar) ? jar : undefined;
}

function emulatorService(service: Service, port: number, projectId: string): EmulatorService {
  return { ...service, host: "127.0.0.1", port, hostPort: `127.0.0.1:${port}`, projectId };
}

/**
 * Runs `firebase emulators:start --only <only>` with a firebase.json of its own in
 * a fresh temp dir (the CLI merges in any firebase.json in its working directory,
 * and writes its debug log there); the hub gets a free port so several suites
 * (a test run beside `npm start`) never fight over 4400.
 */
async function startFirebaseTools(options: {
  /** For messages: "Auth emulator was not ready after 120 s". */
  name: string;
  only: "auth" | "firestore" | "hosting";
  port: number;
  projectId: string;
  /** firebase.json sections besides `emulators`; paths resolve from the temp dir. */
  config?: (dir: string) => Record<string, unknown>;
  readyPath?: string;
  timeoutMs: number;
  log: Logger;
}): Promise<Service> {
  if (!existsSync(FIREBASE_BIN)) {
    throw new Error(
      `firebase-tools is not installed (${FIREBASE_BIN} is missing): run npm install.`,
    );
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "tastemap-firebase-"));
  const configPath = path.join(dir, "firebase.json");
  const config = {
    ...options.config?.(dir),
    emulators: {
      [options.only]: { host: "127.0.0.1", port: options.port },
      hub: { host: "127.0.0.1", port: await freePort() },
      ui: { enabled: false },
      singleProjectMode: false,
    },
  };
  await writeFile(configPath, `${JSON.stringify(config, null, 2)}\n`);
  const { only, projectId } = options;
  const service = await startService({
    name: options.name,
    command: FIREBASE_BIN,
    args: ["emulators:start", "--only", only, "--project", projectId, "--config", configPath],
    cwd: dir,
    env: {
      // Offline and quiet: no update check, no message-of-the-day fetch (CI),
      // no telemetry, no colours, no logging emulator (one port fewer to collide
      // with), and a private configstore: a demo- project never needs the
      // developer's login.
      CI: "1",
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
      NO_UPDATE_NOTIFIER: "1",
      DO_NOT_TRACK: "1",
      NO_COLOR: "1",
      START_LOGGING_EMULATOR: "false",
      XDG_CONFIG_HOME: dir,
    },
    log: options.log,
    url: `http://127.0.0.1:${options.port}`,
    readyPath: options.readyPath ?? "/",
    timeoutMs: options.timeoutMs,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  });
  // The CLI ignores a signal in its first moments; give it one before stopping.
  return { ...service, stop: () => sleep(250).then(service.stop) };
}

/** Starts the Firestore emulator with security rules and resolves once it answers HTTP. */
export async function startFirestoreEmulator(
  options: FirestoreEmulatorOptions,
): Promise<EmulatorService> {
  const rulesPath = path.resolve(options.rulesPath);
  if (!existsSync(rulesPath)) throw new Error(`Firestore rules file not found: ${rulesPath}`);
  const implementation = options.implementation ?? "auto";
  const jar = implementation === "firebase-tools" ? undefined : await findFirestoreEmulatorJar();
  if (implementation === "jar" && !jar) {
    throw new Error(
      `Firestore emulator: the Debian package ${DEBIAN_PACKAGE} (its emulator jar) is not installed.`,
    );
  }
  const { port, projectId, log } = options;
  if (jar) {
    await requireJava(JAR_MIN_JAVA, "The Firestore emulator");
    const service = await startService({
      name: "Firestore emulator",
      command: "java",
      args: [
        "-Duser.language=en",
        "-cp",
        jar,
        "com.google.cloud.datastore.emulator.firestore.CloudFirestore",
        "--host=127.0.0.1",
        `--port=${port}`,
        `--rules=${rulesPath}`,
        `--project_id=${projectId}`,
      ],
      log,
      url: `http://127.0.0.1:${port}`,
      readyPath: "/",
      timeoutMs: 60_000,
    });
    return emulatorService(service, port, projectId);
  }
  if (implementation === "auto") {
    log(
      `The Debian package ${DEBIAN_PACKAGE} is not installed: falling back to firebase-tools' own Firestore emulator. ` +
        `It needs Java ${FIREBASE_TOOLS_MIN_JAVA}+ and downloads its jar (~137 MB) once into ~/.cache/firebase/emulators (internet needed that first time).`,
    );
  }
  await requireJava(
    FIREBASE_TOOLS_MIN_JAVA,
    `firebase-tools' Firestore emulator (the fallback when ${DEBIAN_PACKAGE} is not installed)`,
  );
  const service = await startFirebaseTools({
    name: "Firestore emulator (firebase-tools)",
    only: "firestore",
    port,
    projectId,
    config: () => ({ firestore: { rules: rulesPath } }),
    // Generous: the first run downloads the emulator jar.
    timeoutMs: 600_000,
    log,
  });
  return emulatorService(service, port, projectId);
}

/** Starts firebase-tools' Auth emulator and resolves once it answers. */
export async function startAuthEmulator(options: EmulatorOptions): Promise<EmulatorService> {
  const { port, projectId, log } = options;
  // Compiling the Identity Toolkit API schema takes ~15 s of CPU on a small machine.
  const service = await startFirebaseTools({
    name: "Auth emulator",
    only: "auth",
    port,
    projectId,
    timeoutMs: 120_000,
    log,
  });
  return emulatorService(service, port, projectId);
}

/**
 * The production build served the way Firebase Hosting serves it: the Hosting
 * emulator with the `hosting` section of the configuration the build wrote beside
 * it (firebase.json with the redirects published in Studio, web/build/hosting-redirects.ts:
 * clean URLs, 404.html for unknown paths, redirects, cache and security headers) as the
 * only source of those rules, the one a deploy uses. Files only: the pages read content
 * from the lake or the real project at runtime.
 */
export async function startHostingEmulator(options: {
  port: number;
  distDir: string;
  log: Logger;
}): Promise<Service> {
  const configFile = builtFirebaseJsonPath(options.distDir);
  if (!existsSync(configFile)) {
    throw new Error(
      `${path.basename(configFile)} is missing beside ${options.distDir}: run \`npm run build\` again (it writes the hosting configuration with the redirects from Studio)`,
    );
  }
  const project = JSON.parse(await readFile(configFile, "utf8")) as {
    hosting: Record<string, unknown>;
  };
  const publicDir = path.resolve(options.distDir);
  return await startFirebaseTools({
    name: "preview",
    only: "hosting",
    port: options.port,
    projectId: "demo-tastemap-site",
    // A Studio on this machine (Presentation) may frame the local preview; the real host may not.
    config: (dir) => ({
      hosting: {
        ...withLocalFrameAncestors(project.hosting),
        public: path.relative(dir, publicDir),
      },
    }),
    readyPath: "/robots.txt",
    timeoutMs: 60_000,
    log: options.log,
  });
}

// ---------------------------------------------------------------------------
// Talking to them

async function emulatorRequest(what: string, url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  if (!response.ok) {
    throw new Error(`${what} failed: HTTP ${response.status} ${await response.text()}`);
  }
  return response;
}

/** Replaces the rules the emulator enforces for `projectId` (rejects on a compile error). */
export async function reloadFirestoreRules(
  hostPort: string,
  projectId: string,
  rulesText: string,
): Promise<void> {
  const files = [{ name: "firestore.rules", content: rulesText }];
  await emulatorRequest(
    "Reloading Firestore rules",
    `http://${hostPort}/emulator/v1/projects/${encodeURIComponent(projectId)}:securityRules`,
    {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ rules: { files } }),
    },
  ).then((response) => response.body?.cancel());
}

/** Reads seed/invitations.json (or another file of the same shape): the local invitation codes. */
export async function loadInvitationSeed(
  file = path.join(root, "seed/invitations.json"),
): Promise<InvitationSeed[]> {
  const entries = JSON.parse(await readFile(file, "utf8")) as unknown;
  if (!Array.isArray(entries)) {
    throw new Error(
      `${file}: expected an array of {code, createdAt, note, maxUses, uses, expiresAt, revokedAt}`,
    );
  }
  return entries.map((entry, index) => {
    const seed = typeof entry === "string" ? { code: entry } : (entry as InvitationSeed);
    if (typeof seed?.code !== "string" || !seed.code) {
      throw new Error(`${file}[${index}]: missing "code"`);
    }
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
      uses: { integerValue: String(seed.uses ?? 0) },
    };
    if (seed.note !== undefined) fields.note = { stringValue: seed.note };
    if (seed.maxUses !== undefined) fields.maxUses = { integerValue: String(seed.maxUses) };
    if (seed.expiresAt !== undefined) fields.expiresAt = { timestampValue: seed.expiresAt };
    if (seed.revokedAt !== undefined) fields.revokedAt = { timestampValue: seed.revokedAt };
    const documents = `http://${hostPort}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents`;
    await emulatorRequest(
      `Seeding invitation ${seed.code}`,
      `${documents}/invitations/${encodeURIComponent(seed.code)}`,
      {
        method: "PATCH",
        headers: { "content-type": "application/json", authorization: "Bearer owner" },
        body: JSON.stringify({ fields }),
      },
    ).then((response) => response.body?.cancel());
  }
  return codes.length;
}

/**
 * Creates the local staff account in the Auth emulator (if missing) and grants it
 * staff rights, through the same Admin SDK command as `npm run staff:grant`.
 */
export async function seedStaffAccount(
  authHostPort: string,
  projectId: string,
  account: { email: string; password: string } = LOCAL_STAFF,
): Promise<void> {
  await execa(
    path.join(root, "node_modules/.bin/tsx"),
    [path.join(root, "scripts/staff.ts"), "seed-local", account.email, account.password],
    {
      cwd: root,
      env: { FIREBASE_AUTH_EMULATOR_HOST: authHostPort, VITE_FIREBASE_PROJECT_ID: projectId },
      timeout: 60_000,
    },
  );
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
    const response = await emulatorRequest(
      "Listing Auth accounts",
      `http://${hostPort}/identitytoolkit.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/accounts:batchGet?${query}`,
      { headers: { authorization: "Bearer owner" } },
    );
    const page = (await response.json()) as { users?: AuthEmulatorUser[]; nextPageToken?: string };
    users.push(...(page.users ?? []));
    pageToken = page.nextPageToken;
  } while (pageToken);
  return users;
}

/** An out-of-band action the Auth emulator would have emailed (verify email, reset password). */
export interface AuthEmulatorOobCode {
  email: string;
  requestType: string;
  oobCode: string;
  /** The link the email would carry; opening it applies the action. */
  oobLink: string;
}

/**
 * The emails the Auth emulator "sent" for `projectId` (it prints each link in its
 * log too): `GET /emulator/v1/projects/<id>/oobCodes`, oldest first.
 */
export async function listOobCodes(
  hostPort: string,
  projectId: string,
): Promise<AuthEmulatorOobCode[]> {
  const response = await emulatorRequest(
    "Listing the Auth emulator's emails",
    `http://${hostPort}/emulator/v1/projects/${encodeURIComponent(projectId)}/oobCodes`,
  );
  return ((await response.json()) as { oobCodes?: AuthEmulatorOobCode[] }).oobCodes ?? [];
}
