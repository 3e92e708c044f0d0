/**
 * Durable storage for one dataset: an append-only NDJSON transaction log
 * (`<dataDir>/<dataset>.log.ndjson`) plus the in-memory documents rebuilt from it.
 *
 * Why a log and not a document file: an acknowledged write must survive `kill -9`, and
 * Studio's history needs every transaction anyway. Each commit is one `write` of one line
 * followed by `fdatasync` before the HTTP answer goes out; a crash can therefore only leave
 * a torn *last* line, which `open` cuts off (that transaction was never acknowledged).
 */
import fs from "node:fs";
import path from "node:path";
import type { LogExtent } from "./log-documents";
import { ensurePrivateDir, PRIVATE_FILE_MODE, tighten } from "./private-files";
import type { Commit, DocChange, Logger, SanityDocument, TxEntry } from "./types";
import { mutationsOf } from "./types";

class StorageError extends Error {}

export class DatasetStore {
  /** Current documents by id. Values are never mutated in place (copy-on-write). */
  readonly docs = new Map<string, SanityDocument>();
  /** Every committed transaction, oldest first (the history endpoints read these). */
  readonly entries: TxEntry[] = [];
  /** Bumped on every commit so query-side caches (perspective views) know to rebuild. */
  generation = 0;

  private readonly txIndex = new Map<string, number>();
  private readonly docEntries = new Map<string, number[]>();
  private readonly subscribers = new Set<(commit: Commit) => void>();
  private readonly closeListeners = new Set<() => void>();
  private queue: Promise<unknown> = Promise.resolve();
  private fd: number;
  private ino = 0;
  private size: number;
  private closed = false;

  private constructor(
    readonly name: string,
    readonly file: string,
    private readonly log: Logger,
  ) {
    this.fd = -1;
    this.size = 0;
  }

  static open(dataDir: string, name: string, log: Logger): DatasetStore {
    ensurePrivateDir(dataDir);
    const file = path.join(dataDir, `${name}.log.ndjson`);
    const store = new DatasetStore(name, file, log);
    const existed = fs.existsSync(file);
    store.fd = fs.openSync(file, "a+", PRIVATE_FILE_MODE);
    tighten(store.fd, PRIVATE_FILE_MODE);
    store.ino = fs.fstatSync(store.fd).ino;
    if (!existed) fsyncDir(dataDir);
    store.replay();
    return store;
  }

  /** Rebuilds memory from the log; a torn or corrupt last line goes to a quarantine file. */
  private replay(): void {
    const buffer = fs.readFileSync(this.file);
    let start = 0;
    let lineNo = 0;
    while (start < buffer.length) {
      const end = buffer.indexOf(0x0a, start);
      lineNo++;
      const isLast = end === -1 || end === buffer.length - 1;
      const raw = buffer.subarray(start, end === -1 ? buffer.length : end).toString("utf8");
      let entry: TxEntry | undefined;
      if (raw.trim() !== "") {
        try {
          entry = JSON.parse(raw) as TxEntry;
        } catch {
          entry = undefined;
        }
        if (!entry || !Array.isArray(entry.docs) || typeof entry.id !== "string") {
          if (end === -1 || isLast) {
            // A crash mid-append (never acknowledged) or a damaged last entry: either
            // way it cannot be replayed. Its bytes are kept in a quarantine file next
            // to the log, never just cut, so nothing that was written is lost.
            const quarantine = `${this.file}.quarantine-${new Date().toISOString().replace(/[:.]/g, "-")}`;
            fs.writeFileSync(quarantine, buffer.subarray(start), { mode: PRIVATE_FILE_MODE });
            const qfd = fs.openSync(quarantine, "r");
            fs.fsyncSync(qfd);
            fs.closeSync(qfd);
            this.log(
              `lake: ${this.name}: the last line of ${path.basename(this.file)} is not a valid transaction (${buffer.length - start} bytes); moved to ${quarantine}`,
            );
            fs.ftruncateSync(this.fd, start);
            fs.fsyncSync(this.fd);
            this.size = start;
            return;
          }
          throw new StorageError(
            `${this.file}: line ${lineNo} is not a valid transaction and is not the last line; refusing to start on a corrupt log`,
          );
        }
        if (end === -1) {
          // Complete JSON but no newline: the newline write was torn. Keep it and repair.
          this.applyEntry(entry);
          fs.writeSync(this.fd, "\n");
          fs.fsyncSync(this.fd);
          this.size = buffer.length + 1;
          return;
        }
        this.applyEntry(entry);
      }
      start = end === -1 ? buffer.length : end + 1;
    }
    this.size = buffer.length;
  }

  private applyEntry(entry: TxEntry): void {
    const index = this.entries.length;
    this.entries.push(entry);
    this.txIndex.set(entry.id, index);
    for (const record of entry.docs) {
      if (record.doc) this.docs.set(record.id, record.doc);
      else this.docs.delete(record.id);
      let list = this.docEntries.get(record.id);
      if (!list) {
        list = [];
        this.docEntries.set(record.id, list);
      }
      list.push(index);
    }
    this.generation++;
  }

  /**
   * Where the transactions up to this generation lie: a query worker reads its replica from
   * there (store/log-documents.ts) instead of being sent the documents.
   */
  logExtent(): LogExtent {
    return { file: this.file, ino: this.ino, bytes: this.size };
  }

  get(id: string): SanityDocument | undefined {
    return this.docs.get(id);
  }

  hasTransaction(id: string): boolean {
    return this.txIndex.has(id);
  }

  /**
   * Runs `fn` with this dataset to itself. Transactions that evaluate GROQ (patch/delete by
   * query) await in the middle; without this two could interleave and break atomicity.
   */
  exclusive<T>(fn: () => Promise<T> | T): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Makes `entry` durable, then visible. Throws (and leaves memory and file untouched) if
   * the disk write fails.
   */
  commit(entry: TxEntry): Commit {
    if (this.closed) throw new StorageError(`dataset ${this.name} is closed`);
    const line = Buffer.from(`${JSON.stringify(entry)}\n`, "utf8");
    try {
      let written = 0;
      while (written < line.length) {
        written += fs.writeSync(this.fd, line, written, line.length - written);
      }
      fs.fdatasyncSync(this.fd);
    } catch (error) {
      // Leave no half line behind for the next commit to append after.
      try {
        fs.ftruncateSync(this.fd, this.size);
      } catch {
        // Nothing more we can do; replay will drop a torn tail anyway.
      }
      throw new StorageError(
        `could not write transaction log ${this.file}: ${(error as Error).message}`,
      );
    }
    this.size += line.length;
    const changes: DocChange[] = entry.docs.map((record) => ({
      id: record.id,
      before: this.docs.get(record.id) ?? null,
      after: record.doc,
      mutations: mutationsOf(record),
    }));
    this.applyEntry(entry);
    const commit = { entry, changes };
    for (const subscriber of this.subscribers) {
      try {
        subscriber(commit);
      } catch (error) {
        this.log(`lake: listener failed: ${(error as Error).stack ?? error}`);
      }
    }
    return commit;
  }

  subscribe(fn: (commit: Commit) => void): () => void {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  /** Log positions of the transactions that touched `id`, oldest first. */
  entryIndicesFor(id: string): readonly number[] {
    return this.docEntries.get(id) ?? [];
  }

  entryAt(index: number): TxEntry {
    return this.entries[index] as TxEntry;
  }

  /** The document as it was right after log position `index` (null: absent then). */
  versionAt(id: string, index: number): SanityDocument | null {
    const list = this.docEntries.get(id) ?? [];
    // Last position <= index (binary search: lists can be long for busy documents).
    let lo = 0;
    let hi = list.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if ((list[mid] as number) <= index) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (found === -1) return null;
    const entry = this.entries[list[found] as number] as TxEntry;
    return entry.docs.find((r) => r.id === id)?.doc ?? null;
  }

  entryIndex(txId: string): number | undefined {
    return this.txIndex.get(txId);
  }

  /** Called once when the dataset closes (deleted, or the lake stopping): streams end. */
  onClose(fn: () => void): () => void {
    this.closeListeners.add(fn);
    return () => this.closeListeners.delete(fn);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const fn of [...this.closeListeners]) {
      try {
        fn();
      } catch {
        // A listener that cannot be told must not keep the dataset open.
      }
    }
    this.closeListeners.clear();
    this.subscribers.clear();
    fs.closeSync(this.fd);
  }
}

/** Makes a newly created file's directory entry durable too. */
function fsyncDir(dir: string): void {
  try {
    const fd = fs.openSync(dir, "r");
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // Not supported on every platform (e.g. Windows); the file data itself is still synced.
  }
}
