/**
 * A query worker: evaluates GROQ off the lake's event loop, so one expensive query
 * cannot stop the lake answering everyone else. It keeps a replica of each dataset's
 * documents, sent whole once and then kept current commit by commit, and builds the
 * perspective views itself: a write costs the main thread only the changed documents, not
 * a copy of the dataset.
 *
 * It also enforces a query's limits itself (query-limits.ts), so stopping a query does not
 * cost a fresh worker and a reload of the replicas: the evaluator checks a stop signal
 * every 1024 steps (the pool's shared control word, for a client that went away, and the
 * time limit), and the result is written as JSON here, counted against the result-size
 * limit as it is written (result-writer.ts). Only a step that never returns, or the heap
 * limit (`resourceLimits`), ends the worker.
 */
import { parentPort, workerData } from "node:worker_threads";
import { documentsInLog, type LogExtent } from "../store/log-documents";
import { buildView, perspectiveKey, View } from "../store/perspective";
import type { SanityDocument } from "../store/types";
import { budget } from "../vendor/groq-js/src/evaluator/evaluate";
import { evaluate } from "./functions";
import { evaluateQuery, queryExecutionError } from "./query";
import { queryAbandonedError, queryTimeoutError, resultTooLargeError } from "./query-limits";
import type { QueryReply, ToWorker, WorkerSettings } from "./query-pool";
import { JsonChunks } from "./result-writer";
import { buildSourceMap } from "./source-map";
import { collectReads, emptyReads, tagsOfReads } from "./sync-tags";

interface Replica {
  generation: number;
  /** Where a preloaded replica was read from, until a logSnapshot of the same extent adopts it. */
  preloaded?: LogExtent;
  docs: Map<string, SanityDocument>;
  /** Views of this generation, by perspective and visibility. */
  views: Map<string, View>;
}

const settings = workerData as WorkerSettings;
/** Word 0: the id of a query the pool wants stopped (its client went away). */
const control = new Int32Array(settings.control);
const replicas = new Map<string, Replica>();
const EMPTY = new View([]);

/** The query being answered, and when its time is up. */
let running: { id: number; deadline: number } | undefined;

function stopReason(): Error | undefined {
  if (!running) return undefined;
  if (Atomics.load(control, 0) === running.id) return queryAbandonedError();
  if (Date.now() > running.deadline) return queryTimeoutError(settings.timeoutMs);
  return undefined;
}

budget.interrupted = stopReason;

// A stopped query can leave a stream's read-ahead rejected with nobody waiting for it (the
// engine's StreamValue); the query itself has its answer. Such a rejection must not end
// the worker (Node's default for an unhandled rejection), which would cost a reload.
process.on("unhandledRejection", () => undefined);

function checkpoint(): void {
  const stop = stopReason();
  if (stop) throw stop;
}

/** Keeps a replica current: a whole dataset, or one commit's changed documents. */
function apply(
  message: Extract<ToWorker, { kind: "logSnapshot" | "preload" | "snapshot" | "commit" }>,
): void {
  if (message.kind === "logSnapshot" || message.kind === "preload") {
    const held = replicas.get(message.dataset);
    if (
      message.kind === "logSnapshot" &&
      held?.preloaded &&
      sameExtent(held.preloaded, message.extent)
    ) {
      // Read while the dataset opened, from the very bytes its replay ended at.
      held.generation = message.generation;
      held.preloaded = undefined;
      return;
    }
    try {
      const docs = documentsInLog(message.extent);
      replicas.set(message.dataset, {
        // No query names a negative generation: a preloaded replica answers none until adopted.
        generation: message.kind === "preload" ? -1 : message.generation,
        ...(message.kind === "preload" ? { preloaded: message.extent } : {}),
        docs,
        views: new Map(),
      });
    } catch {
      // Moved away (the dataset deleted) or unreadable: without a replica, the first query
      // answers `needSnapshot` and the pool sends the documents whole.
      replicas.delete(message.dataset);
    }
    return;
  }
  if (message.kind === "snapshot") {
    replicas.set(message.dataset, {
      generation: message.generation,
      docs: new Map(message.docs.map((doc) => [doc._id, doc])),
      views: new Map(),
    });
    return;
  }
  const replica = replicas.get(message.dataset);
  if (!replica) return;
  if (replica.generation !== message.generation - 1) {
    // Out of step (cannot happen with ordered messages, but never answer from it).
    replicas.delete(message.dataset);
    return;
  }
  const docs = JSON.parse(message.json) as (SanityDocument | null)[];
  message.ids.forEach((id, i) => {
    const doc = docs[i];
    if (doc) replica.docs.set(id, doc);
    else replica.docs.delete(id);
  });
  replica.generation = message.generation;
  replica.views.clear();
}

type QueryMessage = Extract<ToWorker, { kind: "query" }>;

function viewFor(message: QueryMessage): View | undefined {
  if (message.empty) return EMPTY;
  const replica = replicas.get(message.dataset);
  if (!replica || replica.generation !== message.generation) return undefined;
  // Asset URLs name the listener the caller used, so the base URL is part of the key.
  const key = `${perspectiveKey(message.perspective)}|${message.reader}|${message.baseUrl}`;
  let view = replica.views.get(key);
  if (!view) {
    view = buildView(replica.docs, message.perspective, message.baseUrl, message.reader);
    replica.views.set(key, view);
  }
  return view;
}

/** The `_id`s of a result: what a mutation's `{query}` selection selects. */
function idsOf(found: unknown): string[] {
  const list = Array.isArray(found) ? found : [found];
  return list
    .map((d) =>
      d !== null && typeof d === "object" && typeof (d as { _id?: unknown })._id === "string"
        ? (d as { _id: string })._id
        : undefined,
    )
    .filter((id): id is string => id !== undefined);
}

/** Whether each document, alone, matches the filter: a listener's filter on a write. */
async function matchEach(message: QueryMessage): Promise<QueryReply> {
  running = { id: message.id, deadline: Date.now() + settings.timeoutMs };
  try {
    const { params, identity } = message.options;
    const matched: boolean[] = [];
    for (const doc of message.docs ?? []) {
      const value = await evaluate(message.tree, { dataset: [doc], params, identity });
      const result = await value.get();
      matched.push(Array.isArray(result) ? result.length > 0 : Boolean(result));
    }
    return { id: message.id, kind: "matches", matched };
  } catch (error) {
    const failure = queryExecutionError(error);
    return { id: message.id, kind: "error", status: failure.status, body: failure.body };
  } finally {
    running = undefined;
  }
}

async function answer(message: QueryMessage): Promise<QueryReply> {
  if (message.output === "matches") return matchEach(message);
  const view = viewFor(message);
  if (!view) return { id: message.id, kind: "needSnapshot" };
  running = { id: message.id, deadline: Date.now() + settings.timeoutMs };
  try {
    const reads = collectReads(message.tree, message.options.params ?? {}, emptyReads());
    const value = await evaluateQuery(message.tree, view, message.options, reads);
    if (message.output === "ids") {
      return { id: message.id, kind: "ids", ids: idsOf(await value.get()) };
    }
    const limit = settings.resultLimitBytes;
    const result = new JsonChunks(limit, () => resultTooLargeError(limit), checkpoint);
    let sourceMap: Uint8Array[] | undefined;
    if (message.sourceMap) {
      // A source map describes the whole result: it is read whole (still within the heap limit).
      const whole = await value.get();
      result.value(whole);
      const map = new JsonChunks(limit - result.bytes, () => resultTooLargeError(limit));
      map.value(buildSourceMap(whole, view, reads, message.sourceMap));
      sourceMap = map.finish();
    } else {
      await result.evaluated(value);
    }
    return {
      id: message.id,
      kind: "result",
      chunks: result.finish(),
      syncTags: tagsOfReads(reads),
      ...(sourceMap ? { sourceMap } : {}),
    };
  } catch (error) {
    const failure = queryExecutionError(error);
    return { id: message.id, kind: "error", status: failure.status, body: failure.body };
  } finally {
    running = undefined;
  }
}

/** The chunks' memory moves to the main thread instead of being copied. */
function transferred(reply: QueryReply): ArrayBuffer[] {
  if (reply.kind !== "result") return [];
  return [...reply.chunks, ...(reply.sourceMap ?? [])].map((chunk) => chunk.buffer as ArrayBuffer);
}

parentPort?.on("message", (message: ToWorker) => {
  switch (message.kind) {
    case "query":
      void answer(message).then((reply) => parentPort?.postMessage(reply, transferred(reply)));
      return;
    case "warm":
      // Everything posted before (the replicas) is loaded: the pool may send queries.
      parentPort?.postMessage({ id: 0, kind: "ready" } satisfies QueryReply);
      return;
    default:
      apply(message);
  }
});

function sameExtent(a: LogExtent, b: LogExtent): boolean {
  return a.file === b.file && a.ino === b.ino && a.bytes === b.bytes;
}
