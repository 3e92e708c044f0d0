/**
 * The boot sequence, one for every caller: the backends (the local Content Lake,
 * the Firestore and Auth emulators) side by side, then the seed content and the
 * invitation codes, then the site (and Studio). `npm start` boots it with the
 * dev server and Studio on the configured ports; `startTestStack` boots it on
 * free ports with a temporary data dir and the built site served as the host
 * serves it, so the tests and benchmarks run beside a developer's `npm start`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { SanityClient } from "@sanity/client";
import {
  lakeCorsOrigins,
  publicWebEnv,
  readStackConfig,
  type StackConfig,
  studioWaitlistEnv,
} from "@tastemap/config";
import {
  LOCAL_STAFF,
  loadInvitationSeed,
  seedInvitations,
  seedStaffAccount,
  startAuthEmulator,
  startFirestoreEmulator,
} from "../services/firebase";
import { startLakeService } from "../services/lake";
import { startStudioService } from "../services/studio";
import { startWebService } from "../services/web";
import { lakeWriteClient } from "./lake-client";
import { withLocalToken } from "./local-token";
import { seedContent } from "./seed-content";
import { freePort, type Logger, type Service } from "./service";

const root = path.resolve(import.meta.dirname, "../..");

export interface BootOptions {
  /** What the configuration is read from (process.env for `npm start`). */
  env: Record<string, string | undefined>;
  web: { mode: "dev" } | { mode: "preview"; outDir: string };
  studio?: boolean;
  /** The log of one service, e.g. `log("lake")`. */
  log: (service: string) => Logger;
  /** After seeding, before the site starts (a preview build prerenders what is there then). */
  afterSeed?: (lake: SanityClient) => Promise<unknown>;
}

export interface Stack {
  config: StackConfig;
  webUrl: string;
  studioUrl: string | undefined;
  invitationCodes: string[];
  /** The seeded staff account (emulators only): it signs in to the Studio's Waitlist tool. */
  staff: { email: string; password: string } | undefined;
  /** Stops everything that started, last started first. */
  stop(): Promise<void>;
  /** Stops the local lake and starts it again on the same port and data (live-content tests). */
  restartLake(): Promise<void>;
}

export async function bootStack(options: BootOptions): Promise<Stack> {
  // Local mode: the lake's per-clone token, made here on first start if need be.
  const config = withLocalToken(readStackConfig(options.env));
  const { ports, sanity, firebase } = config;
  const local = sanity.mode === "local";
  const emulators = firebase.mode === "emulator";
  if (options.studio && local && !sanity.studioApiHost) {
    throw new Error(
      "Studio talks to the local lake over its HTTPS listener, which LAKE_HTTPS_PORT=off turns off: unset it (or run `npm run lake` alone)",
    );
  }
  const services: Service[] = [];
  const stop = async () => {
    await Promise.allSettled(services.splice(0).map((service) => service.stop()));
  };
  /** Starts services side by side; if one fails, the others still join `services`. */
  const startAll = async (starting: Array<Promise<Service> | false | undefined>) => {
    const results = await Promise.allSettled(starting.filter((item) => !!item));
    for (const result of results) if (result.status === "fulfilled") services.unshift(result.value);
    const failed = results.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    return results.map((result) => (result as PromiseFulfilledResult<Service>).value);
  };

  // Studio's staging workspace gets its own dataset, seeded like production.
  const localDatasets = [sanity.dataset, sanity.stagingDataset].filter(
    (name): name is string => !!name,
  );
  const startLake = () =>
    startLakeService({
      port: ports.lake,
      httpsPort: ports.lakeHttps,
      dataDir: config.lakeDataDir,
      token: sanity.token as string,
      datasets: localDatasets,
      corsOrigins: lakeCorsOrigins(config),
      log: options.log("lake"),
    });
  const restartLake = async () => {
    const at = services.findIndex((service) => service.name === "lake");
    if (at === -1) throw new Error("restartLake: no local lake in this stack");
    await services[at]?.stop();
    services[at] = await startLake();
  };

  try {
    const { projectId } = firebase;
    await startAll([
      local && startLake(),
      emulators &&
        startFirestoreEmulator({
          port: ports.firestore,
          projectId,
          rulesPath: path.join(root, "firestore.rules"),
          log: options.log("firestore"),
        }),
      emulators && startAuthEmulator({ port: ports.auth, projectId, log: options.log("auth") }),
    ]);

    const log = options.log("seed");
    let invitationCodes: string[] = [];
    await Promise.all([
      local &&
        Promise.all(
          localDatasets.map((dataset) =>
            seedContent(
              lakeWriteClient(config).withConfig({ dataset }),
              path.join(root, "seed/production/data.ndjson"),
              "ifEmpty",
            ).then(({ seeded, documents }) =>
              log(
                seeded
                  ? `${dataset}: loaded ${documents} seed documents`
                  : `${dataset}: content present (${documents} documents), seed skipped`,
              ),
            ),
          ),
        ).then(() => options.afterSeed?.(lakeWriteClient(config))),
      emulators &&
        loadInvitationSeed().then(async (invitations) => {
          await seedInvitations(`127.0.0.1:${ports.firestore}`, projectId, invitations);
          invitationCodes = invitations.map((invitation) => invitation.code);
          log(`invitation codes ready: ${invitationCodes.join(", ")}`);
        }),
      emulators &&
        seedStaffAccount(`127.0.0.1:${ports.auth}`, projectId).then(() =>
          log(`staff account ready: ${LOCAL_STAFF.email}`),
        ),
    ]);

    const [web, studio] = await startAll([
      startWebService({
        port: ports.web,
        ...options.web,
        env: { ...options.env, ...publicWebEnv(config) },
        log: options.log("web"),
      }),
      options.studio &&
        startStudioService({
          port: ports.studio,
          projectId: sanity.projectId,
          dataset: sanity.dataset,
          stagingDataset: sanity.stagingDataset,
          apiHost: sanity.studioApiHost,
          env: studioWaitlistEnv(config, options.env),
          previewUrl: `http://localhost:${ports.web}`,
          log: options.log("studio"),
        }),
    ]);
    return {
      config,
      webUrl: (web as Service).url,
      studioUrl: studio?.url,
      invitationCodes,
      staff: emulators ? { ...LOCAL_STAFF } : undefined,
      stop,
      restartLake,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface TestStack extends Stack {
  /** The production build the stack serves (for bundle checks). */
  distDir: string;
  /**
   * What a test starts the site's dev server with, beside the build, against this stack
   * (tests/e2e/support/dev-site.ts): its port is the lake-allowed preview port, free
   * here because the stack serves its build on WEB_PORT.
   */
  devSiteEnv: Record<string, string>;
  lakeUrl: string;
  firestoreHost: string;
  authHost: string;
}

/** The stack on free ports and a temporary data dir, serving the built site. */
export async function startTestStack(
  log: Logger,
  options: Pick<BootOptions, "afterSeed"> = {},
): Promise<TestStack> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "tastemap-e2e-"));
  const distDir = path.join(dataDir, "dist");
  const webPort = await freePort();
  const env = {
    WEB_PORT: String(webPort),
    // Canonical and Open Graph URLs name the address the tests browse.
    SITE_URL: `http://127.0.0.1:${webPort}`,
    LAKE_PORT: String(await freePort()),
    LAKE_HTTPS_PORT: String(await freePort()),
    // Reserved for the Studio tests: the lake lets only the site's and Studio's origins call it.
    STUDIO_PORT: String(await freePort()),
    FIREBASE_AUTH_PORT: String(await freePort()),
    FIRESTORE_PORT: String(await freePort()),
    LAKE_DATA_DIR: dataDir,
    VITE_FIREBASE_PROJECT_ID: `demo-e2e-${process.pid}`,
    // No `npm run preview` here (the site on WEB_PORT is the build): the lake's CORS list
    // names this port's origins, so a test's dev server of the site runs on it.
    PREVIEW_PORT: String(await freePort()),
  };
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  const stack = await bootStack({
    env,
    web: { mode: "preview", outDir: distDir },
    log: (service) => (line) => log(`[${service}] ${line}`),
    ...options,
  }).catch(async (error: unknown) => {
    await removeData();
    throw error;
  });
  const { ports } = stack.config;
  return {
    ...stack,
    distDir,
    devSiteEnv: {
      ...env,
      WEB_PORT: env.PREVIEW_PORT,
      SITE_URL: `http://127.0.0.1:${env.PREVIEW_PORT}`,
    },
    lakeUrl: stack.config.sanity.apiHost as string,
    firestoreHost: `127.0.0.1:${ports.firestore}`,
    authHost: `127.0.0.1:${ports.auth}`,
    stop: async () => {
      await stack.stop();
      await removeData();
    },
  };
}
