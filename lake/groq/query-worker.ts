/**
 * A query worker: evaluates GROQ off the lake's event loop, so one expensive query
 * cannot stop the lake answering everyone else (the pool in query-pool.ts can end a
 * worker mid-query). It keeps the last documents it was sent for each view, so the
 * main thread sends a view's documents again only after a write changed them.
 */
import { parentPort } from "node:worker_threads";
import { HttpError } from "../core/errors";
import { View } from "../store/perspective";
import type { SanityDocument } from "../store/types";
import { runQuery } from "./query";
import type { QueryJob, QueryReply } from "./query-pool";

/** Views held at once; a rarely used perspective is sent again when next asked for. */
const MAX_VIEWS = 16;
const views = new Map<string, { generation: number; view: View }>();

function remember(key: string, generation: number, docs: SanityDocument[]): View {
  views.delete(key);
  const view = new View(docs);
  views.set(key, { generation, view });
  for (const oldest of views.keys()) {
    if (views.size <= MAX_VIEWS) break;
    views.delete(oldest);
  }
  return view;
}

async function answer(job: QueryJob): Promise<QueryReply> {
  const held = views.get(job.viewKey);
  const view = job.docs
    ? remember(job.viewKey, job.generation, job.docs)
    : held?.generation === job.generation
      ? held.view
      : undefined;
  if (!view) return { id: job.id, kind: "needDocs" };
  try {
    return { id: job.id, kind: "result", result: await runQuery(job.tree, view, job.options) };
  } catch (error) {
    if (error instanceof HttpError) {
      return { id: job.id, kind: "error", status: error.status, body: error.body };
    }
    const message = (error as Error).message ?? String(error);
    return {
      id: job.id,
      kind: "error",
      status: 500,
      body: { error: "Internal Server Error", message, statusCode: 500 },
    };
  }
}

parentPort?.on("message", (job: QueryJob) => {
  void answer(job).then((reply) => parentPort?.postMessage(reply));
});
