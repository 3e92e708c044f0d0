/**
 * A query worker: evaluates GROQ off the lake's event loop, so one expensive query
 * cannot stop the lake answering everyone else (the pool in query-pool.ts can end a
 * worker mid-query). It keeps a replica of each dataset's documents, sent whole once and
 * then kept current commit by commit, and builds the perspective views itself: a write
 * costs the main thread only the changed documents, not a copy of the dataset.
 */
import { parentPort } from "node:worker_threads";
import { HttpError } from "../core/errors";
import { buildView, perspectiveKey, type View } from "../store/perspective";
import type { SanityDocument } from "../store/types";
import { runQuery } from "./query";
import type { QueryReply, ToWorker } from "./query-pool";
import { buildSourceMap } from "./source-map";
import { collectReads, emptyReads, tagsOfReads } from "./sync-tags";

interface Replica {
  generation: number;
  docs: Map<string, SanityDocument>;
  /** Views of this generation, by perspective and visibility. */
  views: Map<string, View>;
}

const replicas = new Map<string, Replica>();

/** Keeps a replica current: a whole dataset, or one commit's changed documents. */
function apply(message: Exclude<ToWorker, { kind: "query" }>): void {
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
  for (const [id, doc] of message.changes) {
    if (doc) replica.docs.set(id, doc);
    else replica.docs.delete(id);
  }
  replica.generation = message.generation;
  replica.views.clear();
}

async function answer(message: Extract<ToWorker, { kind: "query" }>): Promise<QueryReply> {
  const replica = replicas.get(message.dataset);
  if (!replica || replica.generation !== message.generation) {
    return { id: message.id, kind: "needSnapshot" };
  }
  // Asset URLs name the listener the caller used, so the base URL is part of the key.
  const key = `${perspectiveKey(message.perspective)}|${message.anonymous}|${message.baseUrl}`;
  let view = replica.views.get(key);
  if (!view) {
    view = buildView(replica.docs, message.perspective, message.baseUrl, message.anonymous);
    replica.views.set(key, view);
  }
  try {
    const reads = collectReads(message.tree, message.options.params ?? {}, emptyReads());
    const result = await runQuery(message.tree, view, message.options, reads);
    return {
      id: message.id,
      kind: "result",
      result,
      syncTags: tagsOfReads(reads),
      ...(message.sourceMap
        ? { resultSourceMap: buildSourceMap(result, view, reads, message.sourceMap) }
        : {}),
    };
  } catch (error) {
    if (error instanceof HttpError) {
      return { id: message.id, kind: "error", status: error.status, body: error.body };
    }
    const text = (error as Error).message ?? String(error);
    return {
      id: message.id,
      kind: "error",
      status: 500,
      body: { error: "Internal Server Error", message: text, statusCode: 500 },
    };
  }
}

parentPort?.on("message", (message: ToWorker) => {
  if (message.kind !== "query") {
    apply(message);
    return;
  }
  void answer(message).then((reply) => parentPort?.postMessage(reply));
});

parentPort?.postMessage({ id: 0, kind: "ready" } satisfies QueryReply);
