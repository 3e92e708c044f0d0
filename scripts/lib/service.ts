/**
 * A running backend process (lake, emulator, web server) that the orchestrator
 * (`npm start`) and the test harness both start and stop the same way.
 */
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";

export interface Service {
  /** Short name used as the log prefix, e.g. "lake", "firestore". */
  name: string;
  /** Base URL (or host:port) a client uses to reach it. */
  url: string;
  /** Stops the service and everything it spawned; resolves once it is gone. */
  stop(): Promise<void>;
}

export type Logger = (line: string) => void;

/** Thrown when a port is taken: the message names the service and the env var. */
export class PortBusyError extends Error {}

/** Resolves if nothing listens on host:port, otherwise rejects with PortBusyError. */
export async function assertPortFree(
  port: number,
  service: string,
  envVar: string,
  host = "127.0.0.1",
): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", () =>
      reject(
        new PortBusyError(
          `${service}: port ${port} is already in use. Stop whatever uses it or set ${envVar} to another port.`,
        ),
      ),
    );
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

/** Asks the OS for a free TCP port on loopback (tests run beside `npm start`). */
export async function freePort(): Promise<number> {
  return await new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it resolves true or the timeout passes. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 60_000,
  child?: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`${what} exited with code ${child.exitCode} before it was ready`);
    }
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} was not ready after ${Math.round(timeoutMs / 1000)} s`);
}

/** True once an HTTP GET to `url` answers with any status below 500. */
export async function httpAnswers(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  await response.body?.cancel();
  return response.status < 500;
}

export interface SpawnOptions {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  log: Logger;
}

/**
 * Spawns a child in its own process group so `stop()` can kill the whole tree
 * (npx/java/firebase wrappers fork grandchildren that would otherwise be orphaned).
 */
export function spawnProcess(options: SpawnOptions): {
  child: ChildProcess;
  stop: () => Promise<void>;
} {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split(/\r?\n/)) {
      if (line.trim()) options.log(line);
    }
  };
  child.stdout?.on("data", forward);
  child.stderr?.on("data", forward);
  child.on("error", (error) => options.log(`failed to start: ${error.message}`));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-(child.pid as number), signal);
      } catch {
        // The group is already gone.
      }
    };
    signalGroup("SIGTERM");
    const timer = setTimeout(() => signalGroup("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
    // Grandchildren that ignored SIGTERM (java, firebase) must not outlive us.
    signalGroup("SIGKILL");
  };
  return { child, stop };
}
