/**
 * The datasets of one data dir, and the lock that keeps two lakes (or a lake and the
 * import CLI) from appending to the same logs at once.
 */
import fs from "node:fs";
import path from "node:path";
import { notFound } from "../core/errors";
import { DATASET_NAME } from "./ids";
import { DatasetStore } from "./log";
import type { Logger } from "./types";

const LOG_SUFFIX = ".log.ndjson";
const LOCK_FILE = "lake.lock";
/** Data dirs locked by this process (a pid check alone cannot tell two in-process lakes apart). */
const lockedHere = new Set<string>();

export interface LockInfo {
  pid: number;
  url?: string;
  token?: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockInfo,
  ) {
    super(
      `data dir ${dataDir} is in use by another lake (pid ${holder.pid}${holder.url ? `, ${holder.url}` : ""})`,
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // A killed process can linger as a zombie until it is reaped; it holds nothing.
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
    return state !== "Z" && state !== "X";
  } catch {
    return true; // No /proc (macOS): trust kill(0).
  }
}

/** The live lock holder of `dataDir`, if any (stale locks left by `kill -9` are ignored). */
export function readLock(dataDir: string): LockInfo | undefined {
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  try {
    const info = JSON.parse(fs.readFileSync(file, "utf8")) as LockInfo;
    if (info.pid === process.pid) return lockedHere.has(path.resolve(dataDir)) ? info : undefined;
    return alive(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}

export class Datasets {
  private readonly stores = new Map<string, DatasetStore>();
  readonly dataDir: string;

  private constructor(
    dataDir: string,
    private readonly log: Logger,
  ) {
    this.dataDir = path.resolve(dataDir);
  }

  /**
   * Locks `dataDir` and opens the configured datasets plus any created earlier (every
   * `<name>.log.ndjson` in the dir), replaying their logs.
   */
  static open(
    dataDir: string,
    names: string[],
    log: Logger,
    lock: Omit<LockInfo, "pid" | "startedAt"> = {},
  ): Datasets {
    const datasets = new Datasets(dataDir, log);
    fs.mkdirSync(datasets.dataDir, { recursive: true });
    datasets.lock(lock);
    try {
      const found = fs
        .readdirSync(datasets.dataDir)
        .filter((f) => f.endsWith(LOG_SUFFIX))
        .map((f) => f.slice(0, -LOG_SUFFIX.length))
        .filter((n) => DATASET_NAME.test(n));
      for (const name of new Set([...names, ...found])) datasets.create(name);
    } catch (error) {
      datasets.close();
      throw error;
    }
    return datasets;
  }

  private lock(info: Omit<LockInfo, "pid" | "startedAt">): void {
    let holder = readLock(this.dataDir);
    // A lake that was just killed may take a moment to disappear (restart right after stop).
    for (let waited = 0; holder && holder.pid !== process.pid && waited < 2_000; waited += 100) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      holder = readLock(this.dataDir);
    }
    if (holder) throw new DataDirLockedError(this.dataDir, holder);
    const lock: LockInfo = { pid: process.pid, ...info, startedAt: new Date().toISOString() };
    fs.writeFileSync(path.join(this.dataDir, LOCK_FILE), `${JSON.stringify(lock)}\n`, {
      mode: 0o600,
    });
    lockedHere.add(this.dataDir);
  }

  /** Records where the lake listens, so the CLI can talk to it instead of the files. */
  updateLock(info: Omit<LockInfo, "pid" | "startedAt">): void {
    const lock: LockInfo = { pid: process.pid, ...info, startedAt: new Date().toISOString() };
    fs.writeFileSync(path.join(this.dataDir, LOCK_FILE), `${JSON.stringify(lock)}\n`, {
      mode: 0o600,
    });
  }

  names(): string[] {
    return [...this.stores.keys()];
  }

  has(name: string): boolean {
    return this.stores.has(name);
  }

  /** The dataset, or a Sanity-style 404 when it does not exist. */
  get(name: string): DatasetStore {
    const store = this.stores.get(name);
    if (!store) throw notFound(`Dataset "${name}" not found for project`);
    return store;
  }

  create(name: string): DatasetStore {
    const existing = this.stores.get(name);
    if (existing) return existing;
    if (!DATASET_NAME.test(name)) {
      throw new Error(`Invalid dataset name "${name}": use lowercase letters, digits, "_" and "-"`);
    }
    const store = DatasetStore.open(this.dataDir, name, this.log);
    this.stores.set(name, store);
    return store;
  }

  close(): void {
    for (const store of this.stores.values()) store.close();
    this.stores.clear();
    if (lockedHere.delete(this.dataDir)) {
      try {
        const file = path.join(this.dataDir, LOCK_FILE);
        const info = JSON.parse(fs.readFileSync(file, "utf8")) as LockInfo;
        if (info.pid === process.pid) fs.unlinkSync(file);
      } catch {
        // Already gone.
      }
    }
  }
}
