/**
 * `GET /data/export/:dataset`: every document of a dataset as NDJSON, the stream
 * `@sanity/export` (and so `sanity dataset export`) reads. `types=a,b` narrows it by
 * `_type`. The answer streams with backpressure, so a big dataset never sits in memory
 * as one string and a slow reader does not hold up the lake.
 */
import { presentDoc } from "../../store/perspective";
import type { SanityDocument } from "../../store/types";
import { budgetOf } from "../answer-budget";
import { requireAuth } from "../auth";
import { corsHeaders } from "../exchange";
import { jsonInSlices } from "../json-slices";
import { assetBaseUrl, type LakeRequest } from "../router";

const NEWLINE = Buffer.from("\n");

export async function handleExport(request: LakeRequest): Promise<void> {
  requireAuth(request.principal, "Exporting a dataset");
  const store = request.lake.datasets.get(request.params.dataset as string);
  const types = new Set(
    (request.url.searchParams.get("types") ?? "")
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean),
  );
  // A snapshot, read as it is written: later commits do not leak in.
  const docs = store.documents();
  const baseUrl = assetBaseUrl(request);
  const { res } = request;
  res.writeHead(200, {
    ...corsHeaders(request.req),
    "content-type": "application/x-ndjson; charset=utf-8",
    "cache-control": "no-store",
  });
  if (request.method === "HEAD") {
    res.end();
    return;
  }
  // One "close" listener for the whole export, which also ends a wait for "drain": a
  // listener per wait would pile up (MaxListenersExceededWarning on a large dataset).
  let closed = false;
  let wake: (() => void) | undefined;
  res.on("close", () => {
    closed = true;
    wake?.();
  });
  const budget = budgetOf(request);
  const next = docs[Symbol.iterator]();
  for (;;) {
    if (closed) return;
    let doc: SanityDocument;
    try {
      const read = next.next();
      if (read.done) break;
      doc = read.value;
    } catch (error) {
      // The dataset was deleted (or the lake stopped) during the export.
      request.lake.log(`lake: export of ${store.name} stopped: ${(error as Error).message}`);
      request.req.destroy();
      return;
    }
    if (types.size > 0 && !types.has(doc._type)) continue;
    // Each line is an answer of its own within the budget, written in slices: a stream is
    // held by backpressure, a line past the limit ends it (the client sees a broken export,
    // never a short one that looks whole).
    let line: Buffer[];
    try {
      line = await jsonInSlices(presentDoc(doc, baseUrl), budget.fresh());
    } catch (error) {
      request.lake.log(
        `lake: export of ${store.name} stopped at ${doc._id}: ${(error as Error).message}`,
      );
      request.req.destroy();
      return;
    }
    if (!res.write(Buffer.concat([...line, NEWLINE]))) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        res.once("drain", resolve);
      });
      wake = undefined;
    }
  }
  res.end();
}
