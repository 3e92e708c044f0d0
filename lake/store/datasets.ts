/**
 * The datasets of one data dir, their settings (`datasets.json`: ACL mode, creation time),
 * and the lock that keeps two lakes (or a lake and the CLI) from appending to the same
 * logs at once.
 */
import fs from "node:fs";
import path from "node:path";
import { notFound } from "../core/errors";
import { DATASET_NAME } from "./ids";
import { DatasetStore } from "./log";
import type { LogExtent } from "./log-documents";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "./private-files";
import { runTransaction } from "./transactions";
import type { Logger } from "./types";

const LOG_SUFFIX = ".log.ndjson";
const LOCK_FILE = "lake.lock";
const SETTINGS_FILE = "datasets.json";
/** Deleted datasets' logs are moved here, not unlinked: a mistaken delete loses nothing. */
const TRASH_DIR = "deleted-datasets";

/** Who may read a dataset without a token: everyone (`public`) or nobody (`private`). */
export type AclMode = "public" | "private";

export interface DatasetInfo {
  name: string;
  aclMode: AclMode;
  createdAt: string;
}

export class DatasetExistsError extends Error {}
/** Data dirs locked by this process (a pid check alone cannot tell two in-process lakes apart). */
const lockedHere = new Set<string>();

export interface LockInfo {
  pid: number;
  url?: string;
  /** The HTTPS listener and the certificate it serves (the CLI trusts it for imports). */
  httpsUrl?: string;
  certFile?: string;
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
  /** Closed (the lake stopping): a dataset still opening gives up. */
  private closed = false;
  private settings: Record<string, Omit<DatasetInfo, "name">> = {};
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
    const datasets = Datasets.claim(dataDir, log, lock);
    try {
      for (const name of datasets.namesToOpen(names)) datasets.create(name);
    } catch (error) {
      datasets.close();
      throw error;
    }
    return datasets;
  }

  /**
   * Locks `dataDir` and reads its settings, opening no dataset yet: the lake listens first
   * and then opens them with `openInSlices` (ADR 0065).
   */
  static claim(
    dataDir: string,
    log: Logger,
    lock: Omit<LockInfo, "pid" | "startedAt"> = {},
  ): Datasets {
    const datasets = new Datasets(dataDir, log);
    ensurePrivateDir(datasets.dataDir);
    datasets.lock(lock);
    datasets.settings = readSettings(datasets.dataDir);
    return datasets;
  }

  /**
   * Opens what `open` opens, giving the event loop back every `sliceMs` of each log's replay.
   * On a failure the data dir is closed (and unlocked) and the error thrown.
   */
  async openInSlices(names: string[], sliceMs: number): Promise<void> {
    try {
      for (const name of this.namesToOpen(names)) {
        if (this.stores.has(name)) continue;
        this.checkName(name);
        const store = await DatasetStore.openInSlices(this.dataDir, name, this.log, {
          sliceMs,
          abandoned: () => this.closed,
        });
        this.stores.set(name, store);
      }
    } catch (error) {
      this.close();
      throw error;
    }
  }

  /**
   * Where each log to open lies before its replay: what the first query worker may read while
   * the main thread replays (QueryPool.preload). The replay has the last word on the extent.
   */
  unreplayedExtents(names: string[]): Map<string, LogExtent> {
    const extents = new Map<string, LogExtent>();
    for (const name of this.namesToOpen(names)) {
      if (this.stores.has(name) || !DATASET_NAME.test(name)) continue;
      const file = path.join(this.dataDir, `${name}${LOG_SUFFIX}`);
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (stat && stat.size > 0) extents.set(name, { file, ino: stat.ino, bytes: stat.size });
    }
    return extents;
  }

  /** The configured datasets and any created earlier (every `<name>.log.ndjson` in the dir). */
  private namesToOpen(names: string[]): Set<string> {
    const found = fs
      .readdirSync(this.dataDir)
      .filter((f) => f.endsWith(LOG_SUFFIX))
      .map((f) => f.slice(0, -LOG_SUFFIX.length))
      .filter((n) => DATASET_NAME.test(n));
    return new Set([...names, ...found]);
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

  /** Name, ACL mode and creation time (datasets from before `datasets.json` count as public). */
  info(name: string): DatasetInfo {
    this.get(name);
    const saved = this.settings[name];
    return {
      name,
      aclMode: saved?.aclMode ?? "public",
      createdAt: saved?.createdAt ?? "2025-01-01T00:00:00Z",
    };
  }

  list(): DatasetInfo[] {
    return this.names().map((name) => this.info(name));
  }

  isPrivate(name: string): boolean {
    return this.info(name).aclMode === "private";
  }

  /** A new, empty dataset (`sanity dataset create`); fails when the name is taken. */
  add(name: string, aclMode: AclMode = "public"): DatasetInfo {
    if (this.stores.has(name)) throw new DatasetExistsError(`Dataset "${name}" already exists`);
    this.create(name);
    this.settings[name] = { aclMode, createdAt: new Date().toISOString() };
    this.saveSettings();
    return this.info(name);
  }

  setAclMode(name: string, aclMode: AclMode): DatasetInfo {
    const current = this.info(name);
    this.settings[name] = { aclMode, createdAt: current.createdAt };
    this.saveSettings();
    return this.info(name);
  }

  /**
   * Closes the dataset and moves its log to `deleted-datasets/` (Sanity's delete cannot be
   * undone; a local one can, by moving the file back).
   */
  delete(name: string): void {
    const store = this.get(name);
    store.close();
    this.stores.delete(name);
    const trash = path.join(this.dataDir, TRASH_DIR);
    ensurePrivateDir(trash);
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    fs.renameSync(store.file, path.join(trash, `${name}-${stamp}${LOG_SUFFIX}`));
    delete this.settings[name];
    this.saveSettings();
  }

  private saveSettings(): void {
    const file = path.join(this.dataDir, SETTINGS_FILE);
    const temp = `${file}.tmp`;
    fs.writeFileSync(temp, `${JSON.stringify(this.settings, null, 2)}\n`, {
      mode: PRIVATE_FILE_MODE,
    });
    fs.renameSync(temp, file);
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
    this.checkName(name);
    const store = DatasetStore.open(this.dataDir, name, this.log);
    this.stores.set(name, store);
    return store;
  }

  private checkName(name: string): void {
    if (!DATASET_NAME.test(name)) {
      throw new Error(`Invalid dataset name "${name}": use lowercase letters, digits, "_" and "-"`);
    }
  }

  close(): void {
    this.closed = true;
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

function readSettings(dataDir: string): Record<string, Omit<DatasetInfo, "name">> {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(dataDir, SETTINGS_FILE), "utf8"));
    return parsed !== null && typeof parsed === "object" ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * `sanity dataset copy`: a new dataset with the source's documents. By default the copy
 * is the source's transaction log itself, so history and revisions come along; with
 * `skipHistory` it starts from one transaction holding the current documents.
 */
export async function copyDataset(
  datasets: Datasets,
  source: string,
  target: string,
  options: { skipHistory?: boolean; author: string },
): Promise<DatasetInfo> {
  const from = datasets.get(source);
  if (datasets.has(target)) throw new DatasetExistsError(`Dataset "${target}" already exists`);
  if (!DATASET_NAME.test(target)) {
    throw new Error(`Invalid dataset name "${target}": use lowercase letters, digits, "_" and "-"`);
  }
  const aclMode = datasets.info(source).aclMode;
  if (!options.skipHistory) {
    // Inside the source's queue, so no commit lands halfway through the copy.
    await from.exclusive(() => {
      const temp = path.join(datasets.dataDir, `${target}${LOG_SUFFIX}.tmp`);
      fs.copyFileSync(from.file, temp);
      fs.renameSync(temp, path.join(datasets.dataDir, `${target}${LOG_SUFFIX}`));
    });
    datasets.add(target, aclMode);
    return datasets.info(target);
  }
  const to = datasets.add(target, aclMode);
  const docs = [...from.documents()];
  if (docs.length > 0) {
    await runTransaction(datasets.get(target), { author: options.author }, (staging) => {
      for (const doc of docs) staging.put(doc._id, doc, (d) => ({ createOrReplace: d }));
    });
  }
  return to;
}
