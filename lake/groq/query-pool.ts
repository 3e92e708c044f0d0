/**
 * Runs GROQ queries on worker threads, within the limits of query-limits.ts. Each worker
 * replicates the datasets it has queried (one snapshot, then every commit's changed
 * documents). The lake's event loop only hands work out and answers, so `/v1/ping` and
 * cheap queries keep answering while an expensive one runs.
 *
 * Workers are shared out fairly (ADR 0044): queries wait in three lanes, each kept per client
 * and served round-robin. Cheap queries (by id, whatever they project; or ones that ran fast
 * before) go first, then queries never seen before, then known slow ones. The first two run
 * on a leash: past EXPRESS_MS they are stopped and wait again among the slow ones. Slow ones
 * never hold more than all workers but one, so a worker is always free, or freed within the
 * leash, for a cheap query, whoever sent the slow ones. One client may have at most
 * `perClient` slow queries running (by default all workers but one).
 *
 * A query is stopped cooperatively (query-worker.ts): past its time limit, or when its client
 * goes away, the worker's evaluator stops at its next check and the worker takes the next
 * query, replicas intact. Only a worker that does not stop within a grace period, or that
 * dies at its heap limit (`resourceLimits`), is ended; a fresh one replaces it, loads the
 * replicas the old one held before it takes a query, and the other workers go on meanwhile.
 */
import os from "node:os";
import { Worker } from "node:worker_threads";
import { boom, HttpError } from "../core/errors";
import type { DatasetStore } from "../store/log";
import type { LogExtent } from "../store/log-documents";
import type { Perspective } from "../store/perspective";
import type { Reader } from "../store/readers";
import type { SanityDocument } from "../store/types";
import { FairQueue } from "./fair-queue";
import type { ExprNode } from "./functions";
import type { QueryOptions } from "./query";
import { isByIdShape, QueryHistory } from "./query-cost";
import {
  DEFAULT_QUERY_MEMORY_MB,
  DEFAULT_QUERY_RESULT_LIMIT_BYTES,
  DEFAULT_QUERY_TIMEOUT_MS,
  queryAbandonedError,
  queryMemoryError,
  queryTimeoutError,
} from "./query-limits";
import type { ArraySelector } from "./source-map";
import type { SyncTag } from "./sync-tags";

/** What every worker is started with (`workerData`). */
export interface WorkerSettings {
  /** Int32 word 0: the id of the query to stop (written by the pool, read by the evaluator). */
  control: SharedArrayBuffer;
  timeoutMs: number;
  resultLimitBytes: number;
}

/** What the main thread sends a worker, in order: replicas first, then the queries that read them. */
export type ToWorker =
  /** A replica read by the worker from the dataset's log, as far as `extent` (the usual load). */
  | { kind: "logSnapshot"; dataset: string; generation: number; extent: LogExtent }
  /** A log read before its dataset opened (QueryPool.preload): answers no query until adopted. */
  | { kind: "preload"; dataset: string; extent: LogExtent }
  /** A replica sent whole: when the worker could not read it from the log. */
  | { kind: "snapshot"; dataset: string; generation: number; docs: SanityDocument[] }
  | {
      kind: "commit";
      dataset: string;
      generation: number;
      /**
       * The ids the commit touched, and in `json` their documents after it as the log holds
       * them (null: deleted): a replica holds what a restart would read.
       */
      ids: string[];
      json: string;
    }
  /** Answered with `ready` once everything posted before it is loaded. */
  | { kind: "warm" }
  | {
      kind: "query";
      id: number;
      dataset: string;
      generation: number;
      perspective: Perspective;
      reader: Reader;
      baseUrl: string;
      tree: ExprNode;
      options: QueryOptions;
      sourceMap?: ArraySelector;
      output: Output;
      /** Evaluate against no documents at all. */
      empty?: boolean;
      /** For `matches`: the documents the filter is tested against, one at a time. */
      docs?: SanityDocument[];
    };

/**
 * What a query answers: `json`, its result written as JSON; `ids`, the `_id`s it selects (a
 * mutation's selection); `matches`, whether each of `docs` alone matches it (a listener's filter).
 */
export type Output = "json" | "ids" | "matches";

/** A query's answer as JSON text (in chunks, as the worker wrote it) with its sync tags. */
export interface JsonResult {
  chunks: Uint8Array[];
  syncTags: SyncTag[];
  /** The Content Source Map as JSON, when asked for. */
  sourceMap?: Uint8Array[];
}

export type QueryReply =
  | ({ id: number; kind: "result" } & JsonResult)
  | { id: number; kind: "ids"; ids: string[] }
  | { id: number; kind: "matches"; matched: boolean[] }
  | { id: number; kind: "error"; status: number; body: Record<string, unknown> }
  | { id: number; kind: "needSnapshot" }
  /** Sent once the worker has loaded what it was sent: it may take queries from then on. */
  | { id: 0; kind: "ready" };

export interface QueryRequest {
  store: DatasetStore;
  perspective: Perspective;
  /** Who asks: what the view hides from them (store/readers.ts). */
  reader: Reader;
  /** Written into asset documents' `url`. */
  baseUrl: string;
  tree: ExprNode;
  options: QueryOptions;
  /** Aborted when the client disconnects: the query stops with it. */
  signal?: AbortSignal;
  /** Build a Content Source Map, with array items by index or by `_key`. */
  sourceMap?: ArraySelector;
  /** Who asks (http/client-slots.ts `clientKey`): workers are shared out fairly by it. */
  client?: string;
  /** Evaluate against no documents (a private dataset, asked without a token). */
  empty?: boolean;
  /**
   * Test the filter against each of these documents alone instead of the dataset (`matches`):
   * a listener's filter, evaluated here so it never holds the lake's event loop.
   */
  docs?: SanityDocument[];
  /**
   * Names the query (its text, parameters, perspective and caller's kind) so the pool
   * remembers how long it took: one that ran fast before goes first next time. Left out for
   * very long queries.
   */
  key?: string;
}

export interface QueryPoolOptions {
  /** Workers, i.e. queries evaluated at once. */
  size?: number;
  /** Longest a query may run before it is stopped and answered with a timeout error. */
  timeoutMs?: number;
  /** Queries that may wait for a worker; beyond that the lake answers 503. */
  queueLimit?: number;
  /** Queries one client may have running at once (default: all workers but one). */
  perClient?: number;
  /** Queries one client may have waiting; beyond that it is answered 429. */
  perClientQueue?: number;
  /** Largest JSON result, counted while the worker writes it. */
  resultLimitBytes?: number;
  /** Old-generation heap of each worker (`resourceLimits.maxOldGenerationSizeMb`), replicas included. */
  memoryMb?: number;
  /**
   * Start one worker, and the others once it holds what the first `warm` asked for: the first
   * replica loads without the other workers' start competing for the cores (ADR 0065). The
   * pool is not `ready()` until `warm` has been called.
   */
  firstAlone?: boolean;
}

type Outcome = Extract<QueryReply, { kind: "result" | "ids" | "matches" }>;

/**
 * Where a query waits: `express` (cheap: by id, or fast before), `trial` (never seen: it
 * gets the leash to show it is cheap), `slow` (known slow, or past its leash).
 */
type Lane = "express" | "trial" | "slow";

interface Pending {
  /** Names this run of the query to its worker (a demoted query runs again under a new one). */
  id: number;
  request: QueryRequest;
  client: string;
  output: Output;
  lane: Lane;
  /** The history key: the query with its dataset, perspective and visibility. */
  key?: string;
  /** Stopped at its leash: its worker's answer puts it back in the slow lane. */
  demoted?: boolean;
  /** When its worker took it. */
  started?: number;
  resolve: (outcome: Outcome) => void;
  reject: (error: Error) => void;
  /** Answered already (its client went away): the worker's reply only frees the slot. */
  settled: boolean;
}

interface Slot {
  worker: Worker;
  control: Int32Array;
  ready: boolean;
  /** Datasets this worker holds a replica of (kept current by every commit since). */
  replicas: Set<DatasetStore>;
  current?: Pending;
  timer?: NodeJS.Timeout;
  /** Stops a leashed (express or trial) query that runs past EXPRESS_MS. */
  leash?: NodeJS.Timeout;
  /** The dataset this worker is warming up, until it says it holds it (`ready`). */
  warmingUp?: DatasetStore;
}

/**
 * Beside the sources, the entry that starts tsx and then query-worker.ts (the lake in process:
 * createLake, the tests); beside the bundled main, the bundled worker, which the bundle names
 * alike (bundle/lake-bundle.mjs, ADR 0067).
 */
const WORKER_URL = new URL("./query-worker-entry.mjs", import.meta.url);

/**
 * Each worker's young generation. V8's default for a heap of this size grows it to about
 * 38-64 MB while a replica loads, and keeps it committed, empty, afterwards: about 45 MB of
 * RSS per worker at 50,000 documents. 8 MB saved more but cost about 3 s of scavenges per
 * load at start (benchmarks-lake.md, ADR 0052).
 */
const WORKER_YOUNG_GENERATION_MB = 16;

/**
 * How long a worker gets to stop a query by itself (past its limit, or asked to) before
 * it is ended: the evaluator checks every 1024 steps, but one step (a sort, a long string)
 * can take a while.
 */
const STOP_GRACE_MS = 2_000;

/**
 * The leash of express and trial queries: past it a query is stopped and waits again among
 * the slow ones (from the start). A query that finishes within it is remembered as fast. A
 * cheap query waits at most about this long for a worker, behind any number of slow ones.
 */
const EXPRESS_MS = 250;

export class QueryPool {
  private readonly slots: Slot[] = [];
  /** Waiting queries by lane, each kept per client and served round-robin. */
  private readonly lanes: Record<Lane, FairQueue<Pending>> = {
    express: new FairQueue(),
    trial: new FairQueue(),
    slow: new FairQueue(),
  };
  /** Slow-lane queries running per client, and in all (at most all workers but one). */
  private readonly running = new Map<string, number>();
  private slowRunning = 0;
  /** How queries ran before, by key: what sends a query to the express lane. */
  private readonly history = new QueryHistory();
  private readonly timeoutMs: number;
  private readonly queueLimit: number;
  private readonly perClient: number;
  private readonly perClientQueue: number;
  private readonly memoryMb: number;
  private readonly resultLimitBytes: number;
  /** Workers the pool runs once all have started. */
  private readonly size: number;
  /** Whether `warm` has been asked for (with `firstAlone`, the other workers start after it). */
  private warmAsked = false;
  private nextId = 1;
  private closed = false;
  /** Callers of `ready()` waiting for every worker to start. */
  private readyWaiters: (() => void)[] = [];
  /** Workers ended and replaced so far (a stopped query should not cost one). */
  restarts = 0;
  /** Datasets whose commits are forwarded to the workers that replicate them. */
  private readonly watched = new WeakSet<DatasetStore>();
  /** Datasets to warm up in the background on the workers that lack them, one at a time. */
  private readonly toWarm: DatasetStore[] = [];

  constructor(options: QueryPoolOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
    this.queueLimit = options.queueLimit ?? 256;
    this.memoryMb = options.memoryMb ?? DEFAULT_QUERY_MEMORY_MB;
    this.resultLimitBytes = options.resultLimitBytes ?? DEFAULT_QUERY_RESULT_LIMIT_BYTES;
    // Three at least: a client may run an expensive query and a cheap one (Studio's Vision
    // and Studio itself are one client), and still leave a worker for everyone else.
    const size = options.size ?? Math.max(3, Math.min(4, os.availableParallelism()));
    this.perClient = options.perClient ?? Math.max(1, size - 1);
    this.perClientQueue = options.perClientQueue ?? 64;
    this.size = size;
    const first = options.firstAlone ? 1 : size;
    for (let i = 0; i < first; i++) this.slots.push(this.spawn([]));
  }

  /** Resolves once every worker has started and can take a query (the lake's start-up waits for it). */
  ready(): Promise<void> {
    if (this.closed || this.allStarted()) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** Workers running now: fewer than `size` while `firstAlone` holds the others back. */
  get workers(): number {
    return this.slots.length;
  }

  /** How many workers hold a replica of `store` (loaded, or being loaded). */
  holders(store: DatasetStore): number {
    return this.slots.filter((slot) => slot.replicas.has(store)).length;
  }

  private allStarted(): boolean {
    return this.slots.length === this.size && this.slots.every((slot) => slot.ready);
  }

  /**
   * Starts the workers `firstAlone` held back, once the first holds every dataset `warm` has
   * asked for so far (they warm up one at a time after it, as any worker that lacks one).
   */
  private startRest(): void {
    const first = this.slots[0];
    if (this.closed || this.slots.length >= this.size || !this.warmAsked || !first?.ready) return;
    if (!this.toWarm.every((store) => first.replicas.has(store))) return;
    while (this.slots.length < this.size) this.slots.push(this.spawn([]));
  }

  /** The result as a value (for the lake's own small queries). */
  async run(request: QueryRequest): Promise<unknown> {
    const { chunks } = await this.runJson(request);
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  }

  /** The result as JSON text, with its sync tags (and source map when asked for). */
  async runJson(request: QueryRequest): Promise<JsonResult> {
    const outcome = await this.submit(request, "json");
    if (outcome.kind !== "result") throw new Error("query worker answered ids for a JSON query");
    const { chunks, syncTags, sourceMap } = outcome;
    return { chunks, syncTags, ...(sourceMap ? { sourceMap } : {}) };
  }

  /** The `_id`s the query selects: a mutation's `{query}` selection. */
  async ids(request: QueryRequest): Promise<string[]> {
    const outcome = await this.submit(request, "ids");
    if (outcome.kind !== "ids") throw new Error("query worker answered JSON for an ids query");
    return outcome.ids;
  }

  /**
   * Whether each of `request.docs`, alone, matches the filter `request.tree`: a listener's
   * filter on a write's documents. Not counted against the waiting caps: a listener has one
   * such test waiting at most, and listeners have caps of their own.
   */
  async matches(request: QueryRequest): Promise<boolean[]> {
    const outcome = await this.submit(request, "matches");
    if (outcome.kind !== "matches") throw new Error("query worker answered a query for a match");
    return outcome.matched;
  }

  private submit(request: QueryRequest, output: Output): Promise<Outcome> {
    if (this.closed)
      return Promise.reject(boom(503, "Service Unavailable", "The lake is stopping"));
    const client = request.client ?? "";
    if (output === "matches") return this.enqueue(request, output, client);
    if (this.waitingOf(client) >= this.perClientQueue) {
      return Promise.reject(
        boom(
          429,
          "Too Many Requests",
          `Over ${this.perClientQueue} queries from this client are waiting; wait for their answers first`,
        ),
      );
    }
    if (this.waitingCount() >= this.queueLimit) {
      return Promise.reject(
        boom(503, "Service Unavailable", "Too many queries at once; retry shortly"),
      );
    }
    return this.enqueue(request, output, client);
  }

  private enqueue(request: QueryRequest, output: Output, client: string): Promise<Outcome> {
    return new Promise((resolve, reject) => {
      // The same text asked of another dataset, or for ids (a mutation), is another query.
      const key =
        request.key === undefined
          ? undefined
          : `${request.store.name}\u0000${output}\u0000${request.key}`;
      const pending: Pending = {
        id: this.nextId++,
        request,
        client,
        output,
        key,
        lane: this.laneOf(request, key),
        resolve,
        reject,
        settled: false,
      };
      const { signal } = request;
      if (signal?.aborted) {
        reject(queryAbandonedError());
        return;
      }
      signal?.addEventListener("abort", () => this.abandon(pending), { once: true });
      this.lanes[pending.lane].push(pending);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const resolve of this.readyWaiters.splice(0)) resolve();
    for (const lane of Object.values(this.lanes)) {
      for (const pending of lane.drain()) pending.reject(queryAbandonedError());
    }
    await Promise.all(
      this.slots.map((slot) => {
        clearTimeout(slot.timer);
        clearTimeout(slot.leash);
        if (slot.current) this.settle(slot.current, queryAbandonedError());
        return slot.worker.terminate();
      }),
    );
  }

  /** A worker, loading replicas of `warm` before it takes its first query. */
  private spawn(warm: DatasetStore[]): Slot {
    const control = new Int32Array(new SharedArrayBuffer(4));
    const settings: WorkerSettings = {
      control: control.buffer as SharedArrayBuffer,
      timeoutMs: this.timeoutMs,
      resultLimitBytes: this.resultLimitBytes,
    };
    const worker = new Worker(WORKER_URL, {
      workerData: settings,
      resourceLimits: {
        maxOldGenerationSizeMb: this.memoryMb,
        maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB,
      },
    });
    // An idle worker must not keep a stopping process alive.
    worker.unref();
    const slot: Slot = { worker, control, ready: false, replicas: new Set() };
    for (const store of warm) this.load(slot, store);
    this.post(slot, { kind: "warm" });
    worker.on("message", (reply: QueryReply) => this.onReply(slot, reply));
    // @types/node 26 types a worker's "error" payload as unknown: anything can be thrown.
    worker.on("error", (error: unknown) => {
      const outOfMemory = (error as { code?: unknown } | null)?.code === "ERR_WORKER_OUT_OF_MEMORY";
      this.replace(
        slot,
        outOfMemory
          ? queryMemoryError(this.memoryMb)
          : error instanceof Error
            ? error
            : new Error(String(error)),
      );
    });
    worker.on("exit", (code) => {
      if (!this.closed && this.slots.includes(slot)) {
        this.replace(slot, new Error(`query worker exited with code ${code}`));
      }
    });
    return slot;
  }

  /**
   * The lane a query waits in: known slow ones in the slow lane; ones cheap by their shape
   * (by id) or that ran fast before in the express lane; the rest on trial.
   */
  private laneOf(request: QueryRequest, key: string | undefined): Lane {
    const past = this.history.get(key);
    if (past === "slow") return "slow";
    if (past === "fast" || isByIdShape(request.tree)) return "express";
    return "trial";
  }

  private waitingCount(): number {
    return this.lanes.express.size + this.lanes.trial.size + this.lanes.slow.size;
  }

  private waitingOf(client: string): number {
    return (
      this.lanes.express.countOf(client) +
      this.lanes.trial.countOf(client) +
      this.lanes.slow.countOf(client)
    );
  }

  /**
   * The next query for a free worker: express first, then trial, both round-robin over
   * clients; then a slow one, while fewer than all workers but one run slow queries and its
   * client is under its cap.
   */
  private nextPending(slot: Slot): Pending | undefined {
    const fits = (pending: Pending) => this.fits(slot, pending);
    const next = this.lanes.express.take(fits) ?? this.lanes.trial.take(fits);
    if (next) return next;
    if (this.slowRunning >= Math.max(1, this.slots.length - 1)) return undefined;
    return this.lanes.slow.take(
      (pending) => fits(pending) && (this.running.get(pending.client) ?? 0) < this.perClient,
    );
  }

  /**
   * Whether `slot` should take `pending` now: not when it lacks the dataset while another
   * worker is warming it up (the query waits for that one, a second load would only slow both).
   */
  private fits(slot: Slot, pending: Pending): boolean {
    const { store, empty } = pending.request;
    if (empty || pending.output === "matches" || slot.replicas.has(store)) return true;
    return !this.slots.some((other) => other.warmingUp === store);
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.current || !slot.ready) continue;
      const next = this.nextPending(slot);
      if (!next) continue;
      if (next.lane === "slow") {
        this.running.set(next.client, (this.running.get(next.client) ?? 0) + 1);
        this.slowRunning++;
      }
      slot.current = next;
      next.started = performance.now();
      this.send(slot, next);
      if (next.lane !== "slow") {
        slot.leash = setTimeout(() => this.demote(slot, next), EXPRESS_MS);
      }
    }
  }

  /**
   * An express or trial query past its leash: remembered as slow, stopped in its worker, and
   * put back (at the front of its client's slow queue) once the worker has stopped it.
   */
  private demote(slot: Slot, pending: Pending): void {
    if (slot.current !== pending || pending.settled) return;
    pending.demoted = true;
    this.history.set(pending.key, "slow");
    Atomics.store(slot.control, 0, pending.id);
    clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      if (slot.current === pending) this.replace(slot, queryAbandonedError());
    }, STOP_GRACE_MS);
  }

  /** A demoted query, waiting again among the slow ones (first in its client's queue). */
  private requeue(pending: Pending): void {
    pending.demoted = false;
    // A new id: the worker's stop word still names the old one.
    pending.id = this.nextId++;
    pending.lane = "slow";
    this.lanes.slow.push(pending, true);
  }

  private send(slot: Slot, pending: Pending, resync = false): void {
    const { request } = pending;
    const { store } = request;
    const replicated = !request.empty && pending.output !== "matches";
    if (replicated && (resync || !slot.replicas.has(store))) {
      // A worker that asks again could not read the log (or fell out of step): sent whole.
      this.load(slot, store, resync);
      // The other workers load it in the background, one at a time, so the next query on it,
      // wherever it runs, does not wait for a load, and this one waits for one load only.
      this.warm([store]);
    }
    clearTimeout(slot.timer);
    // The worker stops the query itself at its limit; this is for one that cannot.
    slot.timer = setTimeout(() => {
      if (slot.current === pending) this.replace(slot, queryTimeoutError(this.timeoutMs));
    }, this.timeoutMs + STOP_GRACE_MS);
    this.post(slot, {
      kind: "query",
      id: pending.id,
      dataset: store.name,
      generation: store.generation,
      perspective: request.perspective,
      reader: request.reader,
      baseUrl: request.baseUrl,
      tree: request.tree,
      options: request.options,
      sourceMap: request.sourceMap,
      output: pending.output,
      ...(request.empty ? { empty: true } : {}),
      ...(request.docs ? { docs: request.docs } : {}),
    });
  }

  /**
   * Has the first worker read `dataset`'s log as far as `extent` before the dataset has opened,
   * while the main thread replays the same log, so its replica loads beside the replay rather
   * than after it. No query is answered from that replica until `warm` sends the log's extent
   * after the replay: the worker adopts it if the replay ended at the same byte (a torn tail
   * cut or a newline repaired moves it), and reads the log again otherwise.
   */
  preload(dataset: string, extent: LogExtent): void {
    const slot = this.slots[0];
    if (!slot || this.closed) return;
    this.post(slot, { kind: "preload", dataset, extent });
  }

  /**
   * Loads `stores` on every worker that lacks them, in the background: one worker at a time
   * (the others keep answering), the worker taking no query until it holds them. The lake
   * warms its datasets at start this way, so the first query finds a warm worker.
   */
  warm(stores: DatasetStore[]): void {
    for (const store of stores) if (!this.toWarm.includes(store)) this.toWarm.push(store);
    this.warmAsked = true;
    this.startRest();
    this.warmNext();
  }

  private warmNext(): void {
    if (this.closed || this.slots.some((each) => each.warmingUp)) return;
    // A dataset is done once every worker holds it, those `firstAlone` has yet to start included.
    if (this.slots.length === this.size) {
      const done = (store: DatasetStore) => this.slots.every((each) => each.replicas.has(store));
      this.toWarm.splice(0, this.toWarm.length, ...this.toWarm.filter((store) => !done(store)));
    }
    // The first dataset an idle, started worker lacks; later, if all are busy (a finished
    // query or a ready worker tries again).
    for (const store of this.toWarm) {
      const slot = this.slots.find(
        (each) => each.ready && !each.current && !each.replicas.has(store),
      );
      if (!slot) continue;
      slot.ready = false;
      slot.warmingUp = store;
      this.load(slot, store);
      // Taken back once everything posted before is loaded (the `ready` reply), then the next.
      this.post(slot, { kind: "warm" });
      return;
    }
  }

  /**
   * Gives a worker a replica of a dataset; from then on it gets the dataset's every commit.
   * The worker reads the documents from the dataset's log itself, as far as this generation:
   * the main thread copies nothing. `whole` sends them instead (the worker could not read them).
   */
  private load(slot: Slot, store: DatasetStore, whole = false): void {
    this.watch(store);
    slot.replicas.add(store);
    const { name: dataset, generation } = store;
    this.post(
      slot,
      whole
        ? { kind: "snapshot", dataset, generation, docs: [...store.documents()] }
        : { kind: "logSnapshot", dataset, generation, extent: store.logExtent() },
    );
  }

  private post(slot: Slot, message: ToWorker): void {
    slot.worker.postMessage(message);
  }

  /** From the first query on a dataset on, each commit goes to the workers that replicate it. */
  private watch(store: DatasetStore): void {
    if (this.watched.has(store)) return;
    this.watched.add(store);
    store.subscribe(({ entry, documentsJson }) => {
      const message: ToWorker = {
        kind: "commit",
        dataset: store.name,
        generation: store.generation,
        ids: entry.docs.map((record) => record.id),
        json: documentsJson(),
      };
      for (const slot of this.slots) {
        if (slot.replicas.has(store)) this.post(slot, message);
      }
    });
  }

  private onReply(slot: Slot, reply: QueryReply): void {
    if (reply.kind === "ready") {
      slot.ready = true;
      slot.warmingUp = undefined;
      if (this.allStarted()) {
        for (const resolve of this.readyWaiters.splice(0)) resolve();
      }
      this.startRest();
      this.dispatch();
      this.warmNext();
      return;
    }
    const pending = slot.current;
    if (!pending || pending.id !== reply.id) return;
    if (reply.kind === "needSnapshot") {
      this.send(slot, pending, true);
      return;
    }
    this.release(slot);
    // Stopped at its leash: it runs again among the slow ones (an answer that beat the stop
    // is kept instead).
    if (pending.demoted && !pending.settled && reply.kind === "error") this.requeue(pending);
    else if (reply.kind === "error") this.settle(pending, errorOf(reply.status, reply.body));
    else if (!pending.settled) {
      pending.settled = true;
      pending.resolve(reply);
    }
    this.dispatch();
    // A worker left idle by the queue warms the next dataset it lacks.
    this.warmNext();
  }

  /** Frees a slot's worker for the next query (remembering how long the query took). */
  private release(slot: Slot): void {
    clearTimeout(slot.timer);
    clearTimeout(slot.leash);
    const pending = slot.current;
    slot.current = undefined;
    if (!pending) return;
    if (!pending.demoted && pending.started !== undefined) {
      const ms = performance.now() - pending.started;
      this.history.set(pending.key, ms <= EXPRESS_MS ? "fast" : "slow");
    }
    if (pending.lane !== "slow") return;
    this.slowRunning--;
    const left = (this.running.get(pending.client) ?? 1) - 1;
    if (left <= 0) this.running.delete(pending.client);
    else this.running.set(pending.client, left);
  }

  private settle(pending: Pending, error: Error): void {
    if (pending.settled) return;
    pending.settled = true;
    pending.reject(error);
  }

  /**
   * A query nobody waits for any more: dropped from the queue, or asked to stop. Its worker
   * stays busy until it has stopped (a few milliseconds), and is ended only if it does not.
   */
  private abandon(pending: Pending): void {
    if (this.lanes[pending.lane].remove(pending)) {
      this.settle(pending, queryAbandonedError());
      return;
    }
    const slot = this.slots.find((candidate) => candidate.current === pending);
    if (!slot) return;
    this.settle(pending, queryAbandonedError());
    Atomics.store(slot.control, 0, pending.id);
    clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      if (slot.current === pending) this.replace(slot, queryAbandonedError());
    }, STOP_GRACE_MS);
  }

  /** Ends a worker (and the query it runs, with `reason`) and puts a fresh one in its place. */
  private replace(slot: Slot, reason: Error): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    const pending = slot.current;
    this.release(slot);
    void slot.worker.terminate();
    if (pending?.demoted && !pending.settled) this.requeue(pending);
    else if (pending) this.settle(pending, reason);
    if (this.closed) return;
    this.restarts++;
    // The fresh worker loads the old one's replicas before it takes a query, unless the old
    // one died loading (a replica too big for the heap would make a loop of it).
    this.slots[index] = this.spawn(slot.ready ? [...slot.replicas] : []);
    this.dispatch();
  }
}

/** A worker's error answer as the HttpError it was, its message included. */
function errorOf(status: number, body: Record<string, unknown>): HttpError {
  const error = body.error;
  const description =
    error !== null && typeof error === "object"
      ? (error as { description?: unknown }).description
      : undefined;
  return new HttpError(status, body, typeof description === "string" ? description : undefined);
}
