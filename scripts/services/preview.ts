/**
 * The production build served the way Firebase Hosting serves it: the Hosting
 * emulator with the `hosting` section of firebase.json (clean URLs, 404.html
 * for unknown paths, redirects, cache and security headers) as the only source
 * of those rules. Files only: the pages read content from the lake or the real
 * project at runtime.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  freePort,
  httpAnswers,
  type Logger,
  type Service,
  spawnProcess,
  waitFor,
} from "../lib/service";

const root = path.resolve(import.meta.dirname, "../..");
const firebase = path.join(root, "node_modules/.bin/firebase");

export interface PreviewServiceOptions {
  port: number;
  /** The build to serve (dist/ unless a test stack built elsewhere). */
  distDir: string;
  log: Logger;
}

/**
 * A config holding firebase.json's hosting section, with `public` pointing at
 * the build and the emulator's own ports, in a directory of its own: the
 * emulator merges in any firebase.json found in its working directory.
 */
async function writeHostingConfig(dir: string, options: PreviewServiceOptions) {
  const project = JSON.parse(await readFile(path.join(root, "firebase.json"), "utf8")) as {
    hosting: Record<string, unknown>;
  };
  const config = {
    // Resolved from the config file's own directory.
    hosting: { ...project.hosting, public: path.relative(dir, path.resolve(options.distDir)) },
    emulators: {
      hosting: { host: "127.0.0.1", port: options.port },
      hub: { host: "127.0.0.1", port: await freePort() },
      ui: { enabled: false },
    },
  };
  const file = path.join(dir, "firebase.json");
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

export async function startPreviewService(options: PreviewServiceOptions): Promise<Service> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "tastemap-hosting-"));
  const config = await writeHostingConfig(dir, options);
  const { child, stop } = spawnProcess({
    name: "preview",
    command: firebase,
    args: [
      "emulators:start",
      "--only",
      "hosting",
      "--project",
      "demo-tastemap-site",
      "--config",
      config,
    ],
    cwd: dir,
    // CI=1: no colour codes and no message-of-the-day fetch (offline);
    // no logging emulator (one port fewer to collide with).
    env: { CI: "1", START_LOGGING_EMULATOR: "false", DO_NOT_TRACK: "1", NO_UPDATE_NOTIFIER: "1" },
    log: options.log,
  });
  const url = `http://127.0.0.1:${options.port}`;
  const stopAll = async () => {
    // The emulator ignores a signal in its first 100 ms; give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 250));
    await stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitFor("preview", () => httpAnswers(`${url}/robots.txt`), 60_000, child);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { name: "preview", url, stop: stopAll };
}
