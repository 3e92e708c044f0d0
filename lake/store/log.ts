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
import { documentRanges } from "./doc-spans";
import type { LogExtent } from "./log-documents";
import { logLines } from "./log-lines";
import { ensurePrivateDir, PRIVATE_FILE_MODE, tighten } from "./private-files";
import { strongReferences } from "./strong-references";
import type { Commit, DocChange, Logger, SanityDocument, TxEntry } from "./types";
import { mutationsOf } from "./types";

class StorageError extends Error {}

/** Bytes of the log file: where a transaction's line, or one document in it, lies. */
interface Span {
  at: number;
  length: number;
}

/** What memory keeps of a transaction; the rest (mutations, actions) is read back from its line. */
interface EntryInfo {
  id: string;
  ts: string;
  author: string;
  line: Span;
  /** Each touched document's id and where its new version lies (null: deleted). */
  records: { id: string; doc: Span | null }[];
}

const NO_REFERENCES: readonly string[] = [];

/**
 * Memory holds where each document lies in the log, not the document: the query workers
 * hold the parsed replicas, and the main thread reads the few documents a write or a lookup
 * needs back from the file (the page cache's, not the lake's memory; ADR 0052).
 */
export class DatasetStore {
  /** Where each current document lies, by id, in the order they were first written. */
  private readonly located = new Map<string, Span>();
  /** The ids each current document references strongly (only those with any). */
  private readonly references = new Map<string, readonly string[]>();
  /** Every committed transaction, oldest first (the history endpoints read these). */
  private readonly entries: EntryInfo[] = [];
  /** Bumped on every commit so query-side caches (perspective views) know to rebuild. */
  generation = 0;

  private readonly txIndex = new Map<string, number>();
  private readonly docEntries = new Map<string, number[]>();
  private readonly subscribers = new Set<(commit: Commit) => void>();
  private readonly closeListeners = new Set<() => void>();
  private queue: Promise<unknown> = Promise.resolve();
  private fd: number;
  private ino = 0;
  /** Bytes of the log file written so far. */
  private bytes: number;
  private closed = false;

  private constructor(
    readonly name: string,
    readonly file: string,
    private readonly log: Logger,
  ) {
    this.fd = -1;
    this.bytes = 0;
  }

  /** Opens the dataset's log (created if missing) and replays it at once. */
  static open(dataDir: string, name: string, log: Logger): DatasetStore {
    const store = DatasetStore.openFile(dataDir, name, log);
    try {
      const steps = store.replay();
      while (!steps.next().done) {
        // Every line at once: nothing else runs until the dataset is open.
      }
    } catch (error) {
      store.close();
      throw error;
    }
    return store;
  }

  /**
   * Opens and replays the log as `open` does, but gives the event loop back every `sliceMs`
   * of replay: the lake answers `/v1/ping` while a large log loads (ADR 0065).
   */
  static async openInSlices(
    dataDir: string,
    name: string,
    log: Logger,
    options: { sliceMs: number; abandoned: () => boolean },
  ): Promise<DatasetStore> {
    const store = DatasetStore.openFile(dataDir, name, log);
    try {
      let sliceEnds = performance.now() + options.sliceMs;
      for (const _line of store.replay()) {
        if (performance.now() < sliceEnds) continue;
        await new Promise((resolve) => setImmediate(resolve));
        if (options.abandoned()) throw new StorageError(`the lake closed while ${name} opened`);
        sliceEnds = performance.now() + options.sliceMs;
      }
    } catch (error) {
      store.close();
      throw error;
    }
    return store;
  }

  private static openFile(dataDir: string, name: string, log: Logger): DatasetStore {
    ensurePrivateDir(dataDir);
    const file = path.join(dataDir, `${name}.log.ndjson`);
    const store = new DatasetStore(name, file, log);
    const existed = fs.existsSync(file);
    store.fd = fs.openSync(file, "a+", PRIVATE_FILE_MODE);
    tighten(store.fd, PRIVATE_FILE_MODE);
    store.ino = fs.fstatSync(store.fd).ino;
    if (!existed) fsyncDir(dataDir);
    return store;
  }

  /**
   * Rebuilds memory from the log, one line per step (the caller decides when to pause); a
   * torn or corrupt last line goes to a quarantine file. Nothing may commit meanwhile.
   */
  private *replay(): Generator<void> {
    const size = fs.fstatSync(this.fd).size;
    let lineNo = 0;
    for (const { bytes, at, terminated } of logLines(this.fd, size)) {
      lineNo++;
      if (lineNo > 1) yield;
      const rest = size - at;
      const isLast = rest === bytes.length + (terminated ? 1 : 0);
      const raw = bytes.toString("utf8");
      if (raw.trim() === "") continue;
      let entry: TxEntry | undefined;
      try {
        entry = JSON.parse(raw) as TxEntry;
      } catch {
        entry = undefined;
      }
      if (!entry || !Array.isArray(entry.docs) || typeof entry.id !== "string") {
        if (isLast) {
          // A crash mid-append (never acknowledged) or a damaged last entry: either
          // way it cannot be replayed. Its bytes are kept in a quarantine file next
          // to the log, never just cut, so nothing that was written is lost.
          const quarantine = `${this.file}.quarantine-${new Date().toISOString().replace(/[:.]/g, "-")}`;
          const kept = terminated ? Buffer.concat([bytes, Buffer.from("\n")]) : bytes;
          fs.writeFileSync(quarantine, kept, { mode: PRIVATE_FILE_MODE });
          const qfd = fs.openSync(quarantine, "r");
          fs.fsyncSync(qfd);
          fs.closeSync(qfd);
          this.log(
            `lake: ${this.name}: the last line of ${path.basename(this.file)} is not a valid transaction (${rest} bytes); moved to ${quarantine}`,
          );
          fs.ftruncateSync(this.fd, at);
          fs.fsyncSync(this.fd);
          this.bytes = at;
          return;
        }
        throw new StorageError(
          `${this.file}: line ${lineNo} is not a valid transaction and is not the last line; refusing to start on a corrupt log`,
        );
      }
      this.applyEntry(entry, bytes, at);
      if (!terminated) {
        // Complete JSON but no newline: the newline write was torn. Keep it and repair.
        fs.writeSync(this.fd, "\n");
        fs.fsyncSync(this.fd);
        this.bytes = size + 1;
        return;
      }
    }
    this.bytes = size;
  }

  /** Indexes `entry`, whose JSON is `line`, written at byte `at` of the log. */
  private applyEntry(entry: TxEntry, line: Uint8Array, at: number): void {
    const index = this.entries.length;
    const ranges = documentRanges(line);
    const records = entry.docs.map((record, i) => {
      const range = ranges[i];
      const doc = range ? { at: at + range.start, length: range.end - range.start } : null;
      return { id: record.id, doc };
    });
    this.entries.push({
      id: entry.id,
      ts: entry.ts,
      author: entry.author,
      line: { at, length: line.length },
      records,
    });
    this.txIndex.set(entry.id, index);
    entry.docs.forEach((record, i) => {
      const span = records[i]?.doc;
      if (record.doc && span) {
        this.located.set(record.id, span);
        const targets = strongReferences(record.doc);
        if (targets.size > 0) this.references.set(record.id, [...targets]);
        else this.references.delete(record.id);
      } else {
        this.located.delete(record.id);
        this.references.delete(record.id);
      }
      let list = this.docEntries.get(record.id);
      if (!list) {
        list = [];
        this.docEntries.set(record.id, list);
      }
      list.push(index);
    });
    this.generation++;
  }

  /** Reads `span` of the log (written and synced: it never changes). */
  private read(span: Span): Buffer {
    if (this.closed) throw new StorageError(`dataset ${this.name} is closed`);
    const bytes = Buffer.allocUnsafe(span.length);
    let done = 0;
    while (done < span.length) {
      const n = fs.readSync(this.fd, bytes, done, span.length - done, span.at + done);
      if (n === 0) throw new StorageError(`${this.file} ends before byte ${span.at + span.length}`);
      done += n;
    }
    return bytes;
  }

  private parse(span: Span): SanityDocument {
    return JSON.parse(this.read(span).toString("utf8")) as SanityDocument;
  }

  /** The current document (a fresh copy: changing it changes nothing stored). */
  get(id: string): SanityDocument | undefined {
    const span = this.located.get(id);
    return span ? this.parse(span) : undefined;
  }

  has(id: string): boolean {
    return this.located.has(id);
  }

  /** How many documents the dataset holds. */
  get size(): number {
    return this.located.size;
  }

  /** The current documents' ids, in the order they were first written. */
  ids(): IterableIterator<string> {
    return this.located.keys();
  }

  /** The ids `id` references strongly (store/references.ts checks deletions against them). */
  strongReferencesOf(id: string): readonly string[] {
    return this.references.get(id) ?? NO_REFERENCES;
  }

  /**
   * The current documents, one at a time as they are iterated: what they were when this
   * was called (later commits append elsewhere in the log).
   */
  documents(): Iterable<SanityDocument> {
    const spans = [...this.located.values()];
    const parse = (span: Span) => this.parse(span);
    return (function* () {
      for (const span of spans) yield parse(span);
    })();
  }

  /**
   * Where the transactions up to this generation lie: a query worker reads its replica from
   * there (store/log-documents.ts) instead of being sent the documents.
   */
  logExtent(): LogExtent {
    return { file: this.file, ino: this.ino, bytes: this.bytes };
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
        fs.ftruncateSync(this.fd, this.bytes);
      } catch {
        // Nothing more we can do; replay will drop a torn tail anyway.
      }
      throw new StorageError(
        `could not write transaction log ${this.file}: ${(error as Error).message}`,
      );
    }
    const at = this.bytes;
    this.bytes += line.length;
    const changes: DocChange[] = entry.docs.map((record) => ({
      id: record.id,
      before: this.get(record.id) ?? null,
      after: record.doc,
      mutations: mutationsOf(record),
    }));
    this.applyEntry(entry, line, at);
    const ranges = documentRanges(line);
    const documentsJson = () =>
      jsonArray(ranges.map((range) => (range ? line.subarray(range.start, range.end) : null)));
    const commit: Commit = { entry, changes, documentsJson };
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

  /** How many transactions the log holds. */
  get entryCount(): number {
    return this.entries.length;
  }

  /** Id, time and author of the transaction at log position `index` (from memory). */
  entryInfo(index: number): { id: string; ts: string; author: string } {
    const { id, ts, author } = this.entries[index] as EntryInfo;
    return { id, ts, author };
  }

  /** The whole transaction at log position `index`, read back from the log. */
  entryAt(index: number): TxEntry {
    const info = this.entries[index] as EntryInfo;
    return JSON.parse(this.read(info.line).toString("utf8")) as TxEntry;
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
    const entry = this.entries[list[found] as number] as EntryInfo;
    const span = entry.records.find((r) => r.id === id)?.doc;
    return span ? this.parse(span) : null;
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

/**
 * `[doc,doc,...]` of each document's JSON (null for none), as a string: a worker gets it
 * on its own heap, where a buffer would sit in malloc's until its garbage collection and
 * keep the process's memory high (glibc does not give such freed buffers back).
 */
function jsonArray(parts: (Uint8Array | null)[]): string {
  const texts = parts.map((part) =>
    part ? Buffer.from(part.buffer, part.byteOffset, part.length).toString("utf8") : "null",
  );
  return `[${texts.join(",")}]`;
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
