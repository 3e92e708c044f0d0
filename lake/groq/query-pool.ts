/**
 * Runs GROQ queries on worker threads with a time limit. Each worker replicates the
 * datasets it has queried (one snapshot, then every commit's changed documents). The lake's event loop only
 * hands work out and answers, so `/v1/ping` and cheap queries keep answering while an
 * expensive one runs; a query past its limit, or whose client went away, ends with its
 * worker (the only way to stop a synchronous evaluation) and a fresh worker takes over.
 */
import os from "node:os";
import { Worker } from "node:worker_threads";
import type { ExprNode } from "groq-js";
import { boom, HttpError } from "../core/errors";
import type { DatasetStore } from "../store/log";
import type { Perspective } from "../store/perspective";
import type { SanityDocument } from "../store/types";
import type { QueryOptions } from "./query";
import type { ArraySelector, ContentSourceMap } from "./source-map";
import type { SyncTag } from "./sync-tags";

/** What the main thread sends a worker, in order: replicas first, then the queries that read them. */
export type ToWorker =
  | { kind: "snapshot"; dataset: string; generation: number; docs: SanityDocument[] }
  | {
      kind: "commit";
      dataset: string;
      generation: number;
      changes: [id: string, doc: SanityDocument | null][];
    }
  | {
      kind: "query";
      id: number;
      dataset: string;
      generation: number;
      perspective: Perspective;
      anonymous: boolean;
      baseUrl: string;
      tree: ExprNode;
      options: QueryOptions;
      sourceMap?: ArraySelector;
    };

/** A query's answer with what the live API and stega need beside the result. */
export interface TracedResult {
  result: unknown;
  syncTags: SyncTag[];
  resultSourceMap?: ContentSourceMap;
}

export type QueryReply =
  | ({ id: number; kind: "result" } & TracedResult)
  | { id: number; kind: "error"; status: number; body: Record<string, unknown> }
  | { id: number; kind: "needSnapshot" }
  /** Sent once the worker has loaded: time limits count from then, not from its start-up. */
  | { id: 0; kind: "ready" };

export interface QueryRequest {
  store: DatasetStore;
  perspective: Perspective;
  /** Anonymous callers do not see documents at path ids. */
  anonymous: boolean;
  /** Written into asset documents' `url`. */
  baseUrl: string;
  tree: ExprNode;
  options: QueryOptions;
  /** Aborted when the client disconnects: the query stops with it. */
  signal?: AbortSignal;
  /** Build a Content Source Map, with array items by index or by `_key`. */
  sourceMap?: ArraySelector;
}

export interface QueryPoolOptions {
  /** Workers, i.e. queries evaluated at once. */
  size?: number;
  /** Longest a query may run before it is stopped and answered with a timeout error. */
  timeoutMs?: number;
  /** Queries that may wait for a worker; beyond that the lake answers 503. */
  queueLimit?: number;
}

export const DEFAULT_QUERY_TIMEOUT_MS = 10_000;

interface Pending {
  id: number;
  request: QueryRequest;
  resolve: (value: TracedResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** Datasets this worker holds a replica of (kept current by every commit since). */
  replicas: Set<DatasetStore>;
  current?: Pending;
  timer?: NodeJS.Timeout;
}

const WORKER_URL = new URL("./query-worker-entry.mjs", import.meta.url);

export function queryTimeoutError(ms: number): HttpError {
  const description = `Query took longer than ${ms / 1000} s and was stopped. Narrow it down: filter by _type or _id first, and avoid nested *[...] inside a filter.`;
  return new HttpError(
    408,
    { error: { description, type: "queryTimeoutError" }, statusCode: 408 },
    description,
  );
}

export class QueryPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private readonly timeoutMs: number;
  private readonly queueLimit: number;
  private nextId = 1;
  private closed = false;
  /** Datasets whose commits are forwarded to the workers that replicate them. */
  private readonly watched = new WeakSet<DatasetStore>();

  constructor(options: QueryPoolOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
    this.queueLimit = options.queueLimit ?? 256;
    // Two at least: one expensive query must leave a worker for everyone else.
    const size = options.size ?? Math.max(2, Math.min(4, os.availableParallelism()));
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  async run(request: QueryRequest): Promise<unknown> {
    return (await this.runTraced(request)).result;
  }

  /** The result with its sync tags (and source map when asked for). */
  runTraced(request: QueryRequest): Promise<TracedResult> {
    if (this.closed)
      return Promise.reject(boom(503, "Service Unavailable", "The lake is stopping"));
    if (this.queue.length >= this.queueLimit) {
      return Promise.reject(
        boom(503, "Service Unavailable", "Too many queries at once; retry shortly"),
      );
    }
    return new Promise((resolve, reject) => {
      const pending: Pending = { id: this.nextId++, request, resolve, reject };
      const { signal } = request;
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      signal?.addEventListener("abort", () => this.abandon(pending), { once: true });
      this.queue.push(pending);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(abortError());
    await Promise.all(
      this.slots.map((slot) => {
        clearTimeout(slot.timer);
        slot.current?.reject(abortError());
        return slot.worker.terminate();
      }),
    );
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_URL);
    // An idle worker must not keep a stopping process alive.
    worker.unref();
    const slot: Slot = { worker, ready: false, replicas: new Set() };
    worker.on("message", (reply: QueryReply) => this.onReply(slot, reply));
    // @types/node 26 types a worker's "error" payload as unknown: anything can be thrown.
    worker.on("error", (error) =>
      this.replace(slot, error instanceof Error ? error : new Error(String(error))),
    );
    worker.on("exit", (code) => {
      if (!this.closed && this.slots.includes(slot)) {
        this.replace(slot, new Error(`query worker exited with code ${code}`));
      }
    });
    return slot;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.current || !slot.ready) continue;
      const next = this.queue.shift();
      if (!next) return;
      this.start(slot, next);
    }
  }

  private start(slot: Slot, pending: Pending, resync = false): void {
    const { request } = pending;
    const { store } = request;
    this.watch(store);
    if (resync || !slot.replicas.has(store)) {
      slot.replicas.add(store);
      this.post(slot, {
        kind: "snapshot",
        dataset: store.name,
        generation: store.generation,
        docs: [...store.docs.values()],
      });
    }
    slot.current = pending;
    clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      if (slot.current !== pending) return;
      this.replace(slot, queryTimeoutError(this.timeoutMs));
    }, this.timeoutMs);
    this.post(slot, {
      kind: "query",
      id: pending.id,
      dataset: store.name,
      generation: store.generation,
      perspective: request.perspective,
      anonymous: request.anonymous,
      baseUrl: request.baseUrl,
      tree: request.tree,
      options: request.options,
      sourceMap: request.sourceMap,
    });
  }

  private post(slot: Slot, message: ToWorker): void {
    slot.worker.postMessage(message);
  }

  /** From the first query on a dataset on, each commit goes to the workers that replicate it. */
  private watch(store: DatasetStore): void {
    if (this.watched.has(store)) return;
    this.watched.add(store);
    store.subscribe(({ entry }) => {
      const message: ToWorker = {
        kind: "commit",
        dataset: store.name,
        generation: store.generation,
        changes: entry.docs.map((record) => [record.id, record.doc]),
      };
      for (const slot of this.slots) if (slot.replicas.has(store)) this.post(slot, message);
    });
  }

  private onReply(slot: Slot, reply: QueryReply): void {
    if (reply.kind === "ready") {
      slot.ready = true;
      this.dispatch();
      return;
    }
    const pending = slot.current;
    if (!pending || pending.id !== reply.id) return;
    if (reply.kind === "needSnapshot") {
      this.start(slot, pending, true);
      return;
    }
    clearTimeout(slot.timer);
    slot.current = undefined;
    if (reply.kind === "result") {
      const { result, syncTags, resultSourceMap } = reply;
      pending.resolve({ result, syncTags, ...(resultSourceMap ? { resultSourceMap } : {}) });
    } else pending.reject(new HttpError(reply.status, reply.body));
    this.dispatch();
  }

  /** A query nobody waits for any more: dropped from the queue, or stopped with its worker. */
  private abandon(pending: Pending): void {
    const queued = this.queue.indexOf(pending);
    if (queued !== -1) {
      this.queue.splice(queued, 1);
      pending.reject(abortError());
      return;
    }
    const slot = this.slots.find((candidate) => candidate.current === pending);
    if (slot) this.replace(slot, abortError());
  }

  /** Ends a worker (and the query it runs, with `reason`) and puts a fresh one in its place. */
  private replace(slot: Slot, reason: Error): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    clearTimeout(slot.timer);
    const pending = slot.current;
    slot.current = undefined;
    void slot.worker.terminate();
    if (this.closed) {
      pending?.reject(reason);
      return;
    }
    this.slots[index] = this.spawn();
    pending?.reject(reason);
    this.dispatch();
  }
}

function abortError(): HttpError {
  return boom(499, "Client Closed Request", "The client went away before the query finished");
}
