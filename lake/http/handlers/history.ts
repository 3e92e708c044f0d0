/**
 * History endpoints Studio's timeline, "review changes" and restore use, answered from
 * the transaction log (which is why the log keeps every transaction).
 */
import { badRequest } from "../../core/errors";
import { effectsOf } from "../../store/effects";
import type { DatasetStore } from "../../store/log";
import { presentDoc } from "../../store/perspective";
import { mutationsOf, type SanityDocument } from "../../store/types";
import { budgetOf } from "../answer-budget";
import { requireAuth } from "../auth";
import { corsHeaders, flag, sendJsonParts } from "../exchange";
import { JsonSlices, jsonInSlices } from "../json-slices";
import { assetBaseUrl, type LakeRequest } from "../router";
import { splitIds } from "./data";

/**
 * `GET /data/history/:ds/transactions/:ids`: NDJSON, one transaction per line:
 * `{id, timestamp, author, documentIDs, effects?, mutations?, documents?}`.
 * `fromTransaction`/`toTransaction` are inclusive; `reverse=true` lists newest first
 * (from `toTransaction` backwards), and `limit` counts from the first line sent.
 */
export async function handleTransactions(request: LakeRequest): Promise<void> {
  const { lake, principal, params } = request;
  requireAuth(principal, "History");
  const store = lake.datasets.get(params.dataset as string);
  const rawIds = params.ids as string;
  const q = request.url.searchParams;
  const ids = splitIds(rawIds);
  const wanted = new Set(ids);
  let positions = [...new Set(ids.flatMap((id) => store.entryIndicesFor(id)))].sort(
    (a, b) => a - b,
  );

  const fromTime = q.get("fromTime");
  const toTime = q.get("toTime");
  const authors = q.get("authors")?.split(",").filter(Boolean);
  positions = positions.filter((i) => {
    const entry = store.entryInfo(i);
    if (fromTime && entry.ts < fromTime) return false;
    if (toTime && entry.ts > toTime) return false;
    if (authors && !authors.includes(entry.author)) return false;
    return true;
  });
  const bound = (name: string): number | undefined | null => {
    const tx = q.get(name);
    if (!tx) return undefined;
    const at = store.entryIndex(tx);
    return at === undefined ? null : at;
  };
  const from = bound("fromTransaction");
  const to = bound("toTransaction");
  // An unknown bound cannot be aligned to anything: answer with no transactions.
  if (from === null || to === null) positions = [];
  if (typeof from === "number") positions = positions.filter((i) => i >= from);
  if (typeof to === "number") positions = positions.filter((i) => i <= to);
  if (flag(request.url, "reverse")) positions.reverse();
  const limitRaw = q.get("limit");
  if (limitRaw !== null) {
    const limit = Number(limitRaw);
    if (!Number.isInteger(limit) || limit < 0) throw badRequest(`Invalid limit=${limitRaw}`);
    positions = positions.slice(0, limit);
  }

  const onlyIdentified = flag(request.url, "includeIdentifiedDocumentsOnly");
  const mendoza = q.get("effectFormat") === "mendoza";
  const withMutations = !flag(request.url, "excludeMutations");
  const withContent = !flag(request.url, "excludeContent");
  const budget = budgetOf(request);
  const answer = new JsonSlices(budget);
  for (const position of positions) {
    const entry = store.entryAt(position);
    const records = onlyIdentified ? entry.docs.filter((r) => wanted.has(r.id)) : entry.docs;
    const line: Record<string, unknown> = {
      id: entry.id,
      timestamp: entry.ts,
      author: entry.author,
      documentIDs: records.map((r) => r.id),
    };
    if (mendoza) {
      const effects: Record<string, unknown> = {};
      for (const record of records) {
        effects[record.id] = effectsOf(store.versionAt(record.id, position - 1), record.doc);
      }
      line.effects = effects;
    }
    if (withMutations) line.mutations = records.flatMap((r) => mutationsOf(r));
    if (withContent) line.documents = records.flatMap((r) => (r.doc ? [r.doc] : []));
    // Within the request's budget, in slices: a document's history can be long and large.
    await answer.value(line);
    answer.raw("\n");
  }
  const chunks = answer.finish();
  request.res.writeHead(200, {
    ...corsHeaders(request.req),
    // Not application/json: Studio's client.request() would try to parse it as one value.
    "content-type": "application/x-ndjson",
    "content-length": String(chunks.reduce((sum, chunk) => sum + chunk.length, 0)),
  });
  for (const chunk of chunks) request.res.write(chunk);
  request.res.end();
}

function documentAt(store: DatasetStore, id: string, url: URL): SanityDocument | null {
  const q = url.searchParams;
  const positions = store.entryIndicesFor(id);
  const revision = q.get("revision");
  if (revision) {
    const at = store.entryIndex(revision);
    return at === undefined ? null : store.versionAt(id, at);
  }
  const time = q.get("time");
  if (time) {
    const ms = Date.parse(time);
    if (Number.isNaN(ms)) throw badRequest(`Invalid time=${time}`);
    let last = -1;
    for (const position of positions) {
      if (Date.parse(store.entryInfo(position).ts) <= ms) last = position;
    }
    return last === -1 ? null : store.versionAt(id, last);
  }
  if (flag(url, "lastRevision")) {
    // The last version that existed: what "restore" of a deleted document brings back.
    for (let i = positions.length - 1; i >= 0; i--) {
      const doc = store.versionAt(id, positions[i] as number);
      if (doc) return doc;
    }
    return null;
  }
  throw badRequest("Pass revision=<rev>, time=<ISO time> or lastRevision=true");
}

/** `GET /data/history/:ds/documents/:ids?revision=|time=|lastRevision=true` → `{documents}`. */
export async function handleHistoryDocuments(request: LakeRequest): Promise<void> {
  const { lake, principal, params } = request;
  requireAuth(principal, "History");
  const store = lake.datasets.get(params.dataset as string);
  const rawIds = params.ids as string;
  const documents: SanityDocument[] = [];
  for (const id of splitIds(rawIds)) {
    const doc = documentAt(store, id, request.url);
    if (doc) documents.push(presentDoc(doc, assetBaseUrl(request)));
  }
  sendJsonParts(request, 200, await jsonInSlices({ documents }, budgetOf(request)));
}
