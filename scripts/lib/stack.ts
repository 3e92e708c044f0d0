/**
 * Starts a complete, isolated stack on free ports (lake, emulators, built site) for
 * the end-to-end suite, so it can run beside a developer's `npm start`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { publicWebEnv, readStackConfig, type StackConfig } from "../../config";
import {
  loadInvitationSeed,
  seedInvitations,
  startAuthEmulator,
  startFirestoreEmulator,
} from "../services/firebase";
import { startLakeService } from "../services/lake";
import { startWebService } from "../services/web";
import { lakeWriteClient } from "./lake-client";
import { seedContent } from "./seed-content";
import { freePort, type Logger, type Service } from "./service";

const root = path.resolve(import.meta.dirname, "../..");

export interface TestStack {
  config: StackConfig;
  /** The production build the stack serves (for bundle checks). */
  distDir: string;
  webUrl: string;
  lakeUrl: string;
  firestoreHost: string;
  authHost: string;
  invitationCodes: string[];
  stop(): Promise<void>;
}

/** The stack's lake, with its write token (kept under its old name for callers). */
export const lakeClient = lakeWriteClient;

export async function startTestStack(log: Logger): Promise<TestStack> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "tastemap-e2e-"));
  const distDir = path.join(dataDir, "dist");
  const webPort = await freePort();
  const env = {
    WEB_PORT: String(webPort),
    // Canonical and Open Graph URLs name the address the tests browse.
    SITE_URL: `http://127.0.0.1:${webPort}`,
    LAKE_PORT: String(await freePort()),
    LAKE_HTTPS_PORT: String(await freePort()),
    FIREBASE_AUTH_PORT: String(await freePort()),
    FIRESTORE_PORT: String(await freePort()),
    LAKE_DATA_DIR: dataDir,
    VITE_FIREBASE_PROJECT_ID: `demo-e2e-${process.pid}`,
  };
  const config = readStackConfig(env);
  const services: Service[] = [];
  const stop = async () => {
    await Promise.allSettled(services.reverse().map((service) => service.stop()));
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const started = await Promise.allSettled([
      startLakeService({
        port: config.ports.lake,
        httpsPort: config.ports.lakeHttps,
        dataDir,
        token: config.sanity.token as string,
        log: (line) => log(`[lake] ${line}`),
      }),
      startFirestoreEmulator({
        port: config.ports.firestore,
        projectId: config.firebase.projectId,
        rulesPath: path.join(root, "firestore.rules"),
        log: (line) => log(`[firestore] ${line}`),
      }),
      startAuthEmulator({
        port: config.ports.auth,
        projectId: config.firebase.projectId,
        log: (line) => log(`[auth] ${line}`),
      }),
    ]);
    for (const result of started) if (result.status === "fulfilled") services.push(result.value);
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;

    const firestoreHost = `127.0.0.1:${config.ports.firestore}`;
    const invitations = await loadInvitationSeed();
    const invitationCodes = invitations.map((invitation) => invitation.code);
    await Promise.all([
      seedContent(lakeWriteClient(config), path.join(root, "seed/production.ndjson"), "ifEmpty"),
      seedInvitations(firestoreHost, config.firebase.projectId, invitations),
    ]);
    const web = await startWebService({
      port: config.ports.web,
      mode: "preview",
      outDir: distDir,
      env: { ...env, ...publicWebEnv(config) },
      log: (line) => log(`[web] ${line}`),
    });
    services.push(web);
    return {
      config,
      distDir,
      webUrl: web.url,
      lakeUrl: config.sanity.apiHost as string,
      firestoreHost,
      authHost: `127.0.0.1:${config.ports.auth}`,
      invitationCodes,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
