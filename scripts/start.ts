/**
 * `npm start`: brings up the whole product with seeded content (scripts/lib/stack.ts),
 * with the site's dev server and Studio on the configured ports.
 *
 * Local mode (no .env): Content Lake, Firestore and Auth emulators, the site and
 * Studio. With a real Sanity/Firebase project named in .env, only the site and
 * Studio start and they talk to the real services.
 */
import path from "node:path";
import { MissingEnvError, PORTS, readStackConfig } from "@tastemap/config";
import { loadDotenv } from "./lib/load-dotenv";
import {
  assertPortFree,
  PortBusyError,
  prefixedLogger,
  spawnProcess,
  stopAllProcesses,
} from "./lib/service";
import { bootStack } from "./lib/stack";

const root = path.resolve(import.meta.dirname, "..");

async function main() {
  const startedAt = Date.now();
  loadDotenv(root);
  const config = readStackConfig(process.env);
  const local = config.sanity.mode === "local";
  const emulators = config.firebase.mode === "emulator";

  const used: [keyof typeof PORTS, string][] = [
    ["web", "site"],
    ["studio", "studio"],
  ];
  if (local) used.push(["lake", "lake"], ["lakeHttps", "lake (https)"]);
  if (emulators) used.push(["auth", "auth emulator"], ["firestore", "firestore emulator"]);
  for (const [key, service] of used) {
    const port = config.ports[key];
    if (port !== undefined) await assertPortFree(port, service, PORTS[key].variable);
  }

  // Regenerate query types beside start-up: editors get fresh types, nothing waits on it.
  spawnProcess(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "scripts/typegen.ts")], {
    cwd: root,
    log: prefixedLogger("typegen"),
  });

  const stack = await bootStack({
    env: process.env,
    web: { mode: "dev" },
    studio: true,
    log: prefixedLogger,
  });

  const rows: [string, string | undefined][] = [
    ["Site", `http://localhost:${config.ports.web}`],
    ["Studio", stack.studioUrl],
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
  if (stack.staff) {
    console.log(
      `\nStaff sign-in for Studio's Waitlist tool (local Auth emulator only):\n  email ${stack.staff.email}   password ${stack.staff.password}`,
    );
  }
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

// One stop for every signal: npm, tsx and the terminal may each deliver Ctrl-C, and a
// second one must wait for the first stop to finish, not exit with services still up.
let stopping: Promise<void> | undefined;
const stop = (code: number) => {
  stopping ??= stopAllProcesses();
  void stopping.finally(() => process.exit(code));
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => stop(0));

main().catch((error: unknown) => {
  // Known start-up failures are one line; anything else keeps its stack for debugging.
  const known = error instanceof PortBusyError || error instanceof MissingEnvError;
  console.error(known ? (error as Error).message : error);
  stop(1);
});
