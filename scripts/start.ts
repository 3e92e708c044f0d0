/**
 * `npm start`: brings up the whole product with seeded content.
 *
 * Local mode (no .env): Content Lake, Firestore and Auth emulators, the site and
 * Studio. With a real Sanity/Firebase project named in .env, only the site and
 * Studio start and they talk to the real services.
 */
import path from "node:path";
import { publicWebEnv, readStackConfig } from "../config";
import { lakeWriteClient } from "./lib/lake-client";
import { loadDotenv } from "./lib/load-dotenv";
import { prefixedLogger } from "./lib/log";
import { seedContent } from "./lib/seed-content";
import { assertPortFree, PortBusyError, type Service, spawnProcess } from "./lib/service";
import {
  loadInvitationSeed,
  seedInvitations,
  startAuthEmulator,
  startFirestoreEmulator,
} from "./services/firebase";
import { startLakeService } from "./services/lake";
import { startStudioService } from "./services/studio";
import { startWebService } from "./services/web";

const root = path.resolve(import.meta.dirname, "..");
const started: Service[] = [];
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await Promise.allSettled(started.reverse().map((service) => service.stop()));
  }
  process.exit(code);
}

async function main() {
  const startedAt = Date.now();
  loadDotenv(root);
  const config = readStackConfig(process.env);
  const local = config.sanity.mode === "local";
  const emulators = config.firebase.mode === "emulator";

  const checks: [number, string, string][] = [
    [config.ports.web, "site", "WEB_PORT"],
    [config.ports.studio, "studio", "STUDIO_PORT"],
  ];
  if (local) {
    checks.push([config.ports.lake, "lake", "LAKE_PORT"]);
    checks.push([config.ports.lakeHttps, "lake (https)", "LAKE_HTTPS_PORT"]);
  }
  if (emulators) {
    checks.push([config.ports.auth, "auth emulator", "FIREBASE_AUTH_PORT"]);
    checks.push([config.ports.firestore, "firestore emulator", "FIRESTORE_PORT"]);
  }
  for (const [port, service, variable] of checks) await assertPortFree(port, service, variable);

  // Regenerate query types beside start-up: editors get fresh types, nothing waits on it.
  const typegen = spawnProcess({
    name: "typegen",
    command: path.join(root, "node_modules/.bin/tsx"),
    args: [path.join(root, "scripts/typegen.ts")],
    cwd: root,
    log: prefixedLogger("typegen", 6),
  });
  started.push({ name: "typegen", url: "", stop: typegen.stop });

  const backends: Promise<Service>[] = [];
  if (local) {
    backends.push(
      startLakeService({
        port: config.ports.lake,
        httpsPort: config.ports.lakeHttps,
        dataDir: config.lakeDataDir,
        token: config.sanity.token as string,
        log: prefixedLogger("lake", 0),
      }),
    );
  }
  if (emulators) {
    backends.push(
      startFirestoreEmulator({
        port: config.ports.firestore,
        projectId: config.firebase.projectId,
        rulesPath: path.join(root, "firestore.rules"),
        log: prefixedLogger("firestore", 1),
      }),
      startAuthEmulator({
        port: config.ports.auth,
        projectId: config.firebase.projectId,
        log: prefixedLogger("auth", 2),
      }),
    );
  }
  const results = await Promise.allSettled(backends);
  for (const result of results) if (result.status === "fulfilled") started.push(result.value);
  const failed = results.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;

  const log = prefixedLogger("seed", 3);
  if (local) {
    const client = lakeWriteClient(config);
    const result = await seedContent(client, path.join(root, "seed/production.ndjson"), "ifEmpty");
    log(
      result.seeded
        ? `loaded ${result.documents} seed documents`
        : `content present (${result.documents} documents), seed skipped`,
    );
  }
  if (emulators) {
    const seed = await loadInvitationSeed();
    await seedInvitations(`127.0.0.1:${config.ports.firestore}`, config.firebase.projectId, seed);
    log(`invitation codes ready: ${seed.map((invitation) => invitation.code).join(", ")}`);
  }

  const [web, studio] = await Promise.all([
    startWebService({
      port: config.ports.web,
      mode: "dev",
      env: publicWebEnv(config),
      log: prefixedLogger("web", 4),
    }),
    startStudioService({
      port: config.ports.studio,
      projectId: config.sanity.projectId,
      dataset: config.sanity.dataset,
      apiHost: config.sanity.studioApiHost,
      log: prefixedLogger("studio", 5),
    }),
  ]);
  started.push(web, studio);

  const rows: [string, string][] = [
    ["Site", `http://localhost:${config.ports.web}`],
    ["Studio", studio.url],
  ];
  if (local) {
    rows.push(["Content Lake", `http://localhost:${config.ports.lake}`]);
    rows.push(["Lake for Studio", `${config.sanity.studioApiHost} (HTTP/2, local certificate)`]);
  }
  if (emulators) {
    rows.push(["Auth emulator", `http://127.0.0.1:${config.ports.auth}`]);
    rows.push(["Firestore emulator", `http://127.0.0.1:${config.ports.firestore}`]);
  }
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`\nEverything is up in ${seconds} s (Ctrl-C stops it all):\n`);
  for (const [name, url] of rows) console.log(`  ${name.padEnd(20)} ${url}`);
  if (local) {
    const origin = config.sanity.studioApiHost?.replace(
      "https://",
      `https://${config.sanity.projectId}.`,
    );
    console.log(
      `\nStudio talks to the lake over HTTPS with a certificate made on this machine. Once per\nbrowser, open ${origin}/v1/ping and accept the warning, then reload Studio.`,
    );
  }
  console.log("");
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => void stopAll(0));
}

main().catch(async (error: unknown) => {
  // Known start-up failures are one line; anything else keeps its stack for debugging.
  const known = error instanceof PortBusyError || (error as Error)?.name === "MissingEnvError";
  console.error(known ? (error as Error).message : error);
  await stopAll(1);
});
