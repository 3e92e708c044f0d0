/**
 * The stack's processes (lake, emulators, site, Studio), started and stopped the
 * same way by `npm start`, the test stack and the benchmarks: execa spawns each in
 * a process group of its own, its output becoming log lines; get-port finds and
 * checks ports; wait-on waits until a service answers HTTP.
 */
import { stripVTControlCharacters, styleText } from "node:util";
import { execa, type ResultPromise } from "execa";
import getPort from "get-port";
import waitOn from "wait-on";

export interface Service {
  /** Short name used as the log prefix, e.g. "lake", "firestore". */
  name: string;
  /** Base URL a client uses to reach it. */
  url: string;
  /** Stops the service and everything it spawned; resolves once it is gone. */
  stop(): Promise<void>;
}

export type Logger = (line: string) => void;

const COLORS = ["cyan", "magenta", "yellow", "green", "blue", "red", "gray"] as const;
let nextColor = 0;

/** Writes each line to stdout after the service's padded (and, on a terminal, coloured) name. */
export function prefixedLogger(name: string): Logger {
  const label = `${name.padEnd(9)}|`;
  const color = COLORS[nextColor++ % COLORS.length] as (typeof COLORS)[number];
  const prefix = process.stdout.isTTY && !process.env.NO_COLOR ? styleText(color, label) : label;
  return (line) => process.stdout.write(`${prefix} ${line}\n`);
}

/** Thrown when a port is taken: the message names the service and the variable. */
export class PortBusyError extends Error {}

/** A port nothing listens on (the test stack runs beside `npm start`). */
export const freePort = (): Promise<number> => getPort();

export async function assertPortFree(port: number, service: string, variable: string) {
  // get-port answers another port when the one asked for is taken.
  if ((await getPort({ port })) !== port) {
    throw new PortBusyError(
      `${service}: port ${port} is already in use. Stop whatever uses it or set ${variable} to another port.`,
    );
  }
}

export interface Spawned {
  process: ResultPromise;
  stop(): Promise<void>;
}

/** Every process group started here and not stopped yet, for stopAllProcesses. */
const running = new Set<() => Promise<void>>();

/**
 * Spawns `command` in its own process group, so `stop()` ends the whole tree
 * (wrappers such as tsx and firebase-tools fork children that would otherwise be
 * orphaned): SIGTERM first, SIGKILL 5 s later or to whatever is left once it exited.
 */
export function spawnProcess(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string | undefined>; log: Logger },
): Spawned {
  const child = execa(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdin: "ignore",
    all: true,
    buffer: false,
    reject: false,
  });
  (async () => {
    for await (const line of child.iterable({ from: "all" })) {
      const text = stripVTControlCharacters(line);
      if (text.trim()) options.log(text);
    }
  })().catch(() => {});
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  // execa 10's subprocess type no longer exposes ChildProcess's exitCode/signalCode:
  // remember the end ourselves.
  let ended = false;
  const stop = async () => {
    running.delete(stop);
    if (ended) return;
    signalGroup("SIGTERM");
    const timer = setTimeout(() => signalGroup("SIGKILL"), 5_000);
    await child;
    clearTimeout(timer);
    // Whatever in the group ignored SIGTERM (java, firebase-tools' children) goes too.
    signalGroup("SIGKILL");
  };
  running.add(stop);
  void child.then(() => {
    ended = true;
    running.delete(stop);
  });
  return { process: child, stop };
}

/** Stops every process this program started and has not stopped (Ctrl-C, a failed start). */
export async function stopAllProcesses(): Promise<void> {
  await Promise.allSettled([...running].map((stop) => stop()));
}

export interface ServiceOptions {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string | undefined>;
  log: Logger;
  /** Base URL of the service once it runs. */
  url: string;
  /** Path under `url` that answers HTTP (any status below 500) once the service is ready. */
  readyPath: string;
  timeoutMs: number;
  /** Runs after the process is gone (temporary files). */
  cleanup?: () => Promise<unknown>;
}

/** Starts a service and resolves once it answers; on failure, stops it and says why. */
export async function startService(options: ServiceOptions): Promise<Service> {
  const spawned = spawnProcess(options.command, options.args, options);
  const stop = async () => {
    await spawned.stop();
    await options.cleanup?.();
  };
  const exited = spawned.process.then((result) => {
    throw new Error(
      result.exitCode === undefined && result.signal === undefined
        ? `${options.name} could not start: ${result.shortMessage}`
        : `${options.name} exited with code ${result.exitCode ?? result.signal} before it was ready`,
    );
  });
  exited.catch(() => {}); // Only the race below reads it.
  const ready = waitOn({
    resources: [`${options.url.replace(/^http/, "http-get")}${options.readyPath}`],
    timeout: options.timeoutMs,
    interval: 200,
    httpTimeout: 2_000,
    proxy: false,
    validateStatus: (status) => status < 500,
  }).catch(() => {
    throw new Error(`${options.name} was not ready after ${options.timeoutMs / 1000} s`);
  });
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name: options.name, url: options.url, stop };
}
