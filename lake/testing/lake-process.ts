/**
 * The lake as a process of its own, started as `npm start` starts it (`node lake/start.mjs`,
 * its bundle: scripts/services/lake.ts): for the tests and benchmarks that need the real
 * entry point, its signals, its start-up or its memory, rather than a lake in their own
 * process (test-lake.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const LAKE_DIR = path.resolve(import.meta.dirname, "..");

export interface LakeProcess {
  child: ChildProcess;
  url: string;
  /** What it has printed so far, standard output and error together. */
  output: () => string;
  /** Its exit code, once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * Starts the lake on `port` (plain HTTP only) with its data in `dataDir` and `token` as its
 * API token; `env` adds or overrides variables. It runs in a process group of its own, so
 * a signal to the group (`process.kill(-child.pid, …)`) reaches it and the render processes
 * it forks.
 */
export function spawnLake(options: {
  port: number;
  dataDir: string;
  token: string;
  env?: Record<string, string>;
  /** The lake's sources to start (default: these; another checkout's, for an A/B benchmark). */
  lakeDir?: string;
}): LakeProcess {
  const lakeDir = options.lakeDir ?? LAKE_DIR;
  const runner = path.join(lakeDir, "start.mjs");
  // A checkout from before the bundle (ADR 0067) runs its sources on tsx, as it did then.
  const args = fs.existsSync(runner)
    ? [runner]
    : ["--import", "tsx", path.join(lakeDir, "main.ts")];
  const child = spawn(process.execPath, args, {
    cwd: lakeDir,
    env: {
      ...process.env,
      LAKE_PORT: String(options.port),
      LAKE_HTTPS_PORT: "off",
      LAKE_DATA_DIR: options.dataDir,
      SANITY_API_TOKEN: options.token,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return { child, url: `http://127.0.0.1:${options.port}`, output: () => output, exited };
}

/** Resolves once the lake says it is ready; throws with what it printed if it exits or waits 30 s. */
export async function lakeReady(lake: LakeProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!lake.output().includes("lake ready on")) {
    if (lake.child.exitCode !== null) throw new Error(`lake exited early:\n${lake.output()}`);
    if (Date.now() > deadline) throw new Error(`lake not ready:\n${lake.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
