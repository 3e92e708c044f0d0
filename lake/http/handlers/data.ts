/** `/data/query`, `/data/doc`, `/data/mutate`: the endpoints @sanity/client's data methods use. */
import { badRequest } from "../../core/errors";
import { isRecord } from "../../core/json";
import { lookedUpId, lookupView } from "../../groq/id-lookup";
import { paramsFromSearch, parseQuery, runQuery } from "../../groq/query";
import { resultTooLargeError } from "../../groq/query-limits";
import type { ArraySelector } from "../../groq/source-map";
import { collectReads, emptyReads, tagsOfReads } from "../../groq/sync-tags";
import { isVersionId, publishedIdOf } from "../../store/ids";
import type { DatasetStore } from "../../store/log";
import { applyMutations, attachDocuments, type MutationResult } from "../../store/mutations";
import { isPrivatePerspective, parsePerspective, presentDoc } from "../../store/perspective";
import { mayRead } from "../../store/readers";
import { runTransaction } from "../../store/transactions";
import type { SanityDocument } from "../../store/types";
import { budgetOf } from "../answer-budget";
import { readerOf, requireAuth } from "../auth";
import { clientKey } from "../client-slots";
import { flag, readJson, sendJsonParts } from "../exchange";
import { JsonSlices, jsonInSlices } from "../json-slices";
import { assetBaseUrl, type LakeRequest } from "../router";

export async function handleQuery(request: LakeRequest): Promise<void> {
  const { lake, principal } = request;
  const dataset = request.params.dataset as string;
  const started = performance.now();
  const store = lake.datasets.get(dataset);
  let query: unknown;
  let params: Record<string, unknown>;
  let perspectiveParam = request.url.searchParams.get("perspective");
  if (request.method === "POST") {
    const body = await readJson(request.req);
    if (!isRecord(body)) throw badRequest("Request body must be a JSON object with a `query`");
    query = body.query;
    if (body.params !== undefined && !isRecord(body.params))
      throw badRequest("`params` must be an object");
    params = {
      ...paramsFromSearch(request.url),
      ...((body.params as Record<string, unknown>) ?? {}),
    };
    if (typeof body.perspective === "string" && !perspectiveParam)
      perspectiveParam = body.perspective;
  } else {
    query = request.url.searchParams.get("query");
    params = paramsFromSearch(request.url);
  }
  if (typeof query !== "string" || query.trim() === "")
    throw badRequest("Missing or empty `query`");
  const perspective = parsePerspective(perspectiveParam);
  if (isPrivatePerspective(perspective))
    requireAuth(principal, `The "${perspectiveParam}" perspective`);
  const tree = parseQuery(query, params);
  const anonymous = principal === undefined;
  const reader = readerOf(principal);
  // A private dataset answers callers without a token as if it were empty (as sanity.io
  // does: the documents are there, the caller may not read them).
  const hidden = anonymous && lake.datasets.isPrivate(dataset);
  const sourceMap = sourceMapOption(request.url);
  const baseUrl = assetBaseUrl(request);
  const options = { params, identity: principal?.id, projectId: lake.projectId, dataset };
  const echo =
    request.url.searchParams.get("returnQuery") !== "false"
      ? `,"query":${JSON.stringify(query)}`
      : "";
  const lookup = hidden || sourceMap ? undefined : lookedUpId(tree, params);
  if (lookup !== undefined) {
    // A lookup by id is answered here at once, never queued behind slow queries.
    const reads = collectReads(tree, params, emptyReads());
    const view = lookupView(store, lookup, perspective, baseUrl, reader);
    const result = await runQuery(tree, view, options, reads);
    // Within the same result limit as a query on a worker, written in slices.
    const limit = lake.answerLimits.bytes;
    const answer = new JsonSlices(budgetOf(request, () => resultTooLargeError(limit)));
    answer.raw('{"result":');
    await answer.value(result ?? null);
    answer.raw(
      `,"syncTags":${JSON.stringify(tagsOfReads(reads))},"ms":${elapsed(started)}${echo}}`,
    );
    sendJsonParts(request, 200, answer.finish());
    return;
  }
  // A client that goes away takes its query with it.
  const disconnected = new AbortController();
  request.res.on("close", () => {
    if (!request.res.writableEnded) disconnected.abort();
  });
  // The worker writes the result as JSON (within the result-size limit); it is sent as it is.
  const answer = await lake.queries.runJson({
    store,
    perspective,
    reader,
    baseUrl,
    tree,
    options,
    signal: disconnected.signal,
    sourceMap,
    client: clientKey(request.req),
    empty: hidden,
    key: historyKey(query, params, perspectiveParam, reader),
  });
  const parts = [
    '{"result":',
    ...answer.chunks,
    `,"syncTags":${JSON.stringify(answer.syncTags)}`,
    ...(answer.sourceMap ? [',"resultSourceMap":', ...answer.sourceMap] : []),
    `,"ms":${elapsed(started)}${echo}}`,
  ];
  // The worker kept the result within the limit; the envelope (an echoed query) counts too.
  const budget = budgetOf(request, () => resultTooLargeError(lake.answerLimits.bytes));
  budget.spend(parts.reduce((sum, part) => sum + byteLength(part), 0));
  sendJsonParts(request, 200, parts);
}

/** Longest query text and parameters the pool remembers a query's speed by. */
const HISTORY_KEY_CHARS = 8 * 1024;

/** The query's key in the pool's history (query-cost.ts), unless it is too long to keep. */
function historyKey(
  query: string,
  params: Record<string, unknown>,
  perspective: string | null,
  reader: string,
): string | undefined {
  if (query.length > HISTORY_KEY_CHARS) return undefined;
  const key = JSON.stringify([query, params, perspective, reader]);
  return key.length > HISTORY_KEY_CHARS ? undefined : key;
}

function byteLength(part: string | Uint8Array): number {
  return typeof part === "string" ? Buffer.byteLength(part) : part.byteLength;
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 100) / 100;
}

/** `resultSourceMap=true` maps array items by index, `=withKeyArraySelector` by `_key`. */
function sourceMapOption(url: URL): ArraySelector | undefined {
  const value = url.searchParams.get("resultSourceMap");
  if (value === null || value === "false") return undefined;
  return value === "withKeyArraySelector" ? "key" : "index";
}

/** Ids in `/data/doc/:dataset/:ids` are comma separated and may be URI-encoded one by one. */
export function splitIds(raw: string): string[] {
  return raw
    .split(",")
    .map((id) => {
      try {
        return decodeURIComponent(id);
      } catch {
        return id;
      }
    })
    .filter((id) => id !== "");
}

/**
 * Most distinct ids one `/data/doc` request may name. A 16 KB URL holds thousands of short
 * ids; Studio and @sanity/client ask for a few dozen at a time.
 */
export const MAX_DOC_IDS = 1000;

export async function handleDoc(request: LakeRequest): Promise<void> {
  const { lake, principal, params } = request;
  const store = lake.datasets.get(params.dataset as string);
  // An id asked for twice is answered once: repeats must not multiply the answer.
  const ids = [...new Set(splitIds(params.ids as string))];
  if (ids.length === 0) throw badRequest("No document ids given");
  if (ids.length > MAX_DOC_IDS) {
    throw badRequest(
      `${ids.length} document ids in one request; the limit is ${MAX_DOC_IDS}: ask in batches`,
    );
  }
  const allVersions = flag(request.url, "includeAllVersions");
  const excludeContent = flag(request.url, "excludeContent");
  const hidden = !principal && lake.datasets.isPrivate(params.dataset as string);
  const versions = allVersions && !hidden ? versionsOf(store, ids) : undefined;
  const documents: SanityDocument[] = [];
  const omitted: { id: string; reason: "existence" | "permission" }[] = [];
  const answered = new Set<string>();
  for (const id of ids) {
    if (hidden) {
      omitted.push({ id, reason: "permission" });
      continue;
    }
    if (!versions && !store.get(id)) {
      omitted.push({ id, reason: "existence" });
      continue;
    }
    for (const candidate of versions?.get(publishedIdOf(id)) ?? [id]) {
      // `a` and `drafts.a` with includeAllVersions name the same documents.
      if (answered.has(candidate)) continue;
      answered.add(candidate);
      const doc = store.get(candidate);
      if (!doc) continue;
      if (!mayRead(readerOf(principal), candidate, doc._type)) {
        omitted.push({ id: candidate, reason: "permission" });
        continue;
      }
      if (!excludeContent) documents.push(presentDoc(doc, assetBaseUrl(request)));
    }
  }
  // Written in slices within the request's budget: a big document asked for must not hold
  // the event loop, nor many of them build an answer past the limit.
  sendJsonParts(request, 200, await jsonInSlices({ documents, omitted }, budgetOf(request)));
}

/**
 * The published document plus its draft and release versions, for each of `ids`' published
 * ids: one pass over the dataset for all of them.
 */
function versionsOf(store: DatasetStore, ids: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const id of ids) {
    const base = publishedIdOf(id);
    out.set(base, [base, `drafts.${base}`]);
  }
  for (const docId of store.ids()) {
    if (isVersionId(docId)) out.get(publishedIdOf(docId))?.push(docId);
  }
  return out;
}

export async function handleMutate(request: LakeRequest): Promise<void> {
  const { lake, principal } = request;
  const dataset = request.params.dataset as string;
  const user = requireAuth(principal, "Mutations");
  const store = lake.datasets.get(dataset);
  const body = await readJson(request.req);
  if (!isRecord(body)) throw badRequest("Request body must be a JSON object with `mutations`");
  const q = request.url.searchParams;
  const returnDocuments = flag(request.url, "returnDocuments");
  const disconnected = new AbortController();
  request.res.on("close", () => {
    if (!request.res.writableEnded) disconnected.abort();
  });
  const outcome = await runTransaction(
    store,
    {
      transactionId: body.transactionId ?? q.get("transactionId") ?? undefined,
      author: user.id,
      dryRun: flag(request.url, "dryRun"),
    },
    async (staging) => {
      const results: MutationResult[] = await applyMutations(staging, body.mutations, {
        autoGenerateArrayKeys: flag(request.url, "autoGenerateArrayKeys"),
        // On the query workers, within the same limits as any query: the dataset's
        // committed documents are what the selection reads (as before, not this
        // transaction's earlier mutations), and the workers hold them.
        queryIds: (query, params) =>
          lake.queries.ids({
            store,
            perspective: "raw",
            reader: "owner",
            baseUrl: assetBaseUrl(request),
            tree: parseQuery(query, params),
            options: { params, identity: user.id, projectId: lake.projectId, dataset },
            signal: disconnected.signal,
            client: clientKey(request.req),
          }),
      });
      const answered = results.map((r) => ({ id: r.id, operation: r.operation }));
      if (!returnDocuments) return jsonInSlices(answered, budgetOf(request));
      attachDocuments(staging, results);
      // Written before the commit, within the answer budget: a transaction whose answer would
      // be over it is refused (422 naming the limit) rather than written and not answered.
      return jsonInSlices(
        results.map((r) => ({ id: r.id, operation: r.operation, document: r.document ?? null })),
        budgetOf(request),
      );
    },
  );
  // visibility=sync|async|deferred: the commit is already visible to queries when we answer.
  sendJsonParts(request, 200, [
    `{"transactionId":${JSON.stringify(outcome.transactionId)},"results":`,
    ...outcome.result,
    "}",
  ]);
}
