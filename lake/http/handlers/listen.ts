/**
 * `GET /data/listen/:dataset`: Server-Sent Events as @sanity/client's `listen()` and
 * Studio's document listeners expect them (named events only; `welcome` first; one
 * `mutation` event per document changed by a transaction that matches the filter before
 * or after the change).
 */

import { boom, HttpError } from "../../core/errors";
import type { ExprNode } from "../../groq/functions";
import { listenFilter, paramsFromSearch, parseQuery } from "../../groq/query";
import { effectsOf } from "../../store/effects";
import { isDraftId, isPathId, isVersionId, randomId } from "../../store/ids";
import { mayRead } from "../../store/readers";
import type { Commit, DocChange, SanityDocument } from "../../store/types";
import { budgetOf } from "../answer-budget";
import { readerOf } from "../auth";
import { ClientSlots, clientKey } from "../client-slots";
import { corsHeaders, type Exchange, flag } from "../exchange";
import { jsonInSlices } from "../json-slices";
import type { LakeRequest } from "../router";

export const KEEPALIVE_MS = 25_000;

/**
 * Open listeners one client may hold (by address, origin and whether it has the token).
 * Studio holds a few dozen; hundreds from one client would only make every write slow.
 */
export const LISTENERS_PER_CLIENT = { anonymous: 64, member: 256 };
/**
 * Open listeners in the whole lake, whoever holds them (LakeOptions.maxListeners moves it):
 * a per-client cap alone lets many addresses (127.0.0.2, .3, ...) hold thousands. Studio
 * holds a few dozen per tab.
 */
export const DEFAULT_MAX_LISTENERS = 1024;
/** Open listeners per client and in all, per lake (tests run several lakes in one process). */
const openByLake = new WeakMap<object, { perClient: ClientSlots; all: ClientSlots }>();

type Selected = { change: DocChange; transition: "appear" | "update" | "disappear" };
const renderings = new WeakMap<Commit, Map<string, Promise<string>>>();

function sharedRendering(
  commit: Commit,
  key: string,
  compute: () => Promise<string>,
): Promise<string> {
  let byKey = renderings.get(commit);
  if (!byKey) {
    byKey = new Map();
    renderings.set(commit, byKey);
  }
  let rendering = byKey.get(key);
  if (!rendering) {
    rendering = compute();
    byKey.set(key, rendering);
  }
  return rendering;
}

interface ListenOptions {
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  includeAllVersions: boolean;
  mendoza: boolean;
}

export function openStream(ctx: Exchange): (chunk: string) => void {
  const headers: Record<string, string> = {
    ...corsHeaders(ctx.req),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    "x-accel-buffering": "no",
  };
  // HTTP/2 forbids connection-specific headers.
  if (ctx.req.httpVersionMajor < 2) headers.connection = "keep-alive";
  ctx.res.writeHead(200, headers);
  const write = (chunk: string) => {
    if (!ctx.res.writableEnded) ctx.res.write(chunk);
  };
  return write;
}

export function sse(event: string, data: unknown, id?: string): string {
  return sseText(event, JSON.stringify(data), id);
}

/** An event whose data is JSON text already written (within a budget: answer-budget.ts). */
function sseText(event: string, json: string, id?: string): string {
  // A line break in an id would end its line and start another field, or another event.
  if (id && /[\r\n]/.test(id)) throw new Error("An event id must not contain a line break");
  return `${id ? `id: ${id}\n` : ""}event: ${event}\ndata: ${json}\n\n`;
}

/** Sends a `channelError` (bad query, unknown dataset) and ends the stream. */
function listenError(ctx: Exchange, message: string, error?: unknown): void {
  const write = openStream(ctx);
  write(sse("channelError", error === undefined ? { message } : { message, error }));
  ctx.res.end();
}

/**
 * Counts a new listener against the lake's cap (503 when full) and its client's cap (429
 * when full), and returns the call that gives both places back, safe to call more than once.
 */
export function claimListenerSlot({ lake, principal, req }: LakeRequest): () => void {
  const kind = principal ? "member" : "anonymous";
  const client = clientKey(req, kind);
  const limit = LISTENERS_PER_CLIENT[kind];
  const open = openByLake.get(lake) ?? { perClient: new ClientSlots(), all: new ClientSlots() };
  openByLake.set(lake, open);
  const releaseOverall = open.all.claim("lake", lake.maxListeners);
  if (!releaseOverall) {
    throw boom(
      503,
      "Service Unavailable",
      `The lake holds ${open.all.held("lake")} open listeners already (the limit is ${lake.maxListeners}); try again when some have closed`,
    );
  }
  const release = open.perClient.claim(client, limit);
  if (!release) {
    releaseOverall();
    throw boom(
      429,
      "Too Many Requests",
      `This client already has ${open.perClient.held(client)} open listeners (the limit is ${limit}); close some before opening more`,
    );
  }
  return () => {
    release();
    releaseOverall();
  };
}

export function handleListen(request: LakeRequest): void {
  const { lake, principal } = request;
  const dataset = request.params.dataset as string;
  if (!lake.datasets.has(dataset)) {
    listenError(request, `Dataset "${dataset}" not found for project`);
    return;
  }
  const store = lake.datasets.get(dataset);
  const { url } = request;
  const query = url.searchParams.get("query");
  if (!query) {
    listenError(
      request,
      'Missing `query` parameter: listen needs a GROQ filter such as *[_type == "post"]',
    );
    return;
  }
  let tree: ExprNode;
  let params: Record<string, unknown>;
  try {
    params = paramsFromSearch(url);
    tree = parseQuery(query, params);
  } catch (error) {
    const body = (error as { body?: { error?: unknown } }).body;
    listenError(request, (error as Error).message, body?.error);
    return;
  }
  const options: ListenOptions = {
    // @sanity/client sends only truthy options (`includeResult=true` by default), so
    // leaving it out must mean false, as on sanity.io; includeMutations=false is explicit.
    includeResult: flag(url, "includeResult", false),
    includePreviousRevision: flag(url, "includePreviousRevision", false),
    includeMutations: flag(url, "includeMutations", true),
    includeAllVersions: flag(url, "includeAllVersions", false),
    mendoza: url.searchParams.get("effectFormat") === "mendoza",
  };
  const canSeeDrafts = principal !== undefined;
  // A preview session sees less than the token (store/readers.ts).
  const reader = readerOf(principal);
  // A private dataset shows nothing to callers without a token, as on sanity.io.
  const hidden = !canSeeDrafts && lake.datasets.isPrivate(dataset);
  const visible = (id: string) =>
    hidden
      ? false
      : isVersionId(id)
        ? canSeeDrafts && options.includeAllVersions
        : isDraftId(id)
          ? canSeeDrafts
          : // Other path ids (`secrets.x`) are private too.
            !isPathId(id) || canSeeDrafts;

  const release = claimListenerSlot(request);

  const write = openStream(request);
  write(sse("welcome", { listenerName: randomId(16) }));

  // Events are computed asynchronously (groq-js); chaining keeps them in commit order.
  let chain: Promise<void> = Promise.resolve();
  const native = listenFilter(tree, params);
  /**
   * Which of `docs` match the filter: what JS decides exactly here (visibility, `_type ==`,
   * `_id in`, ...), the rest on the query workers, within a query's limits, so no filter
   * holds the lake's event loop however many listeners a write matches.
   */
  const matchAll = async (docs: (SanityDocument | null)[]): Promise<boolean[]> => {
    const matched = docs.map(() => false);
    const undecided: number[] = [];
    docs.forEach((doc, i) => {
      if (!doc || !visible(doc._id) || !mayRead(reader, doc._id, doc._type)) return;
      // Most documents of a write fail `_type == ...`/`_id in ...` at once, without groq-js.
      if (native && !native.test(doc)) return;
      if (native && !native.rest) matched[i] = true;
      else undecided.push(i);
    });
    if (undecided.length === 0) return matched;
    const answers = await lake.queries.matches({
      store,
      perspective: "raw",
      reader,
      baseUrl: "",
      tree,
      options: { params, identity: principal?.id, projectId: lake.projectId, dataset },
      docs: undecided.map((i) => docs[i] as SanityDocument),
      // No signal: listeners with the same filter share this answer (sharedRendering).
      client: `listen:${clientKey(request.req)}`,
      key: JSON.stringify([query, params]),
    });
    undecided.forEach((i, at) => {
      matched[i] = answers[at] === true;
    });
    return matched;
  };
  const budget = budgetOf(request);
  /** The SSE text of one commit for this listener: one `mutation` event per matching change. */
  const render = async (commit: Commit): Promise<string> => {
    const selected: Selected[] = [];
    const matched = await matchAll(
      commit.changes.flatMap((change) => [change.before, change.after]),
    );
    commit.changes.forEach((change, i) => {
      const [was, is] = [matched[2 * i], matched[2 * i + 1]];
      if (!was && !is) return;
      selected.push({ change, transition: was && is ? "update" : is ? "appear" : "disappear" });
    });
    const { entry } = commit;
    const events: string[] = [];
    for (const [i, { change, transition }] of selected.entries()) {
      const data: Record<string, unknown> = {
        eventId: `${entry.id}#${change.id}`,
        documentId: change.id,
        transactionId: entry.id,
        transition,
        identity: entry.author,
        resultRev: entry.id,
        timestamp: entry.ts,
        visibility: "query",
        transactionTotalEvents: selected.length,
        transactionCurrentEvent: i + 1,
      };
      // Left out (not null) for new documents: Studio chains revisions with ===.
      if (change.before) data.previousRev = change.before._rev;
      if (options.includeMutations) data.mutations = change.mutations;
      if (options.includeResult && change.after) data.result = change.after;
      if (options.includePreviousRevision) data.previous = change.before;
      if (options.mendoza) data.effects = effectsOf(change.before, change.after);
      // Each event is an answer of its own within the budget, written in slices: a listener
      // with includeResult on a big document must not hold the event loop.
      const json = Buffer.concat(await jsonInSlices(data, budget.fresh())).toString("utf8");
      events.push(sseText("mutation", json, `${entry.id}#${change.id}`));
    }
    return events.join("");
  };
  // Listeners that would send the same text (same filter, parameters, caller and options)
  // share one rendering per commit: a hundred identical listeners cost one, plus writes.
  const shareKey = JSON.stringify([query, params, principal?.id ?? null, options]);
  const onCommit = (commit: Commit) => {
    chain = chain
      .then(async () => {
        const text = await sharedRendering(commit, shareKey, () => render(commit));
        if (text) write(text);
      })
      .catch((error) => {
        // An event over the answer budget ends the stream with the limit's own message.
        const body = error instanceof HttpError ? error.body.error : undefined;
        write(
          sse("channelError", {
            message: `listener failed: ${(error as Error).message}`,
            ...(body === undefined ? {} : { error: body }),
          }),
        );
        request.res.end();
      });
  };
  const unsubscribe = store.subscribe(onCommit);
  const offClose = store.onClose(() => {
    write(sse("channelError", { message: `Dataset "${dataset}" is no longer available` }));
    request.res.end();
  });
  // A comment line keeps proxies and the client's idle timers from closing the stream.
  const keepAlive = setInterval(() => write(": keep-alive\n\n"), KEEPALIVE_MS);
  const stop = () => {
    clearInterval(keepAlive);
    unsubscribe();
    offClose();
    release();
  };
  request.res.on("close", stop);
  request.req.on("error", stop);
}
