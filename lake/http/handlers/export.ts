/**
 * `GET /data/export/:dataset`: every document of a dataset as NDJSON, the stream
 * `@sanity/export` (and so `sanity dataset export`) reads. `types=a,b` narrows it by
 * `_type`. The answer streams with backpressure, so a big dataset never sits in memory
 * as one string and a slow reader does not hold up the lake.
 */
import { presentDoc } from "../../store/perspective";
import { requireAuth } from "../auth";
import { corsHeaders } from "../exchange";
import { assetBaseUrl, type LakeRequest } from "../router";

export async function handleExport(request: LakeRequest): Promise<void> {
  requireAuth(request.principal, "Exporting a dataset");
  const store = request.lake.datasets.get(request.params.dataset as string);
  const types = new Set(
    (request.url.searchParams.get("types") ?? "")
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean),
  );
  // A snapshot: documents are never changed in place, so later commits do not leak in.
  const docs = [...store.docs.values()].filter((doc) => types.size === 0 || types.has(doc._type));
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
  for (const doc of docs) {
    if (closed) return;
    if (!res.write(`${JSON.stringify(presentDoc(doc, baseUrl))}\n`)) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        res.once("drain", resolve);
      });
      wake = undefined;
    }
  }
  res.end();
}
