/**
 * `GET /data/live/events/:dataset`: the Live Content API as @sanity/client's
 * `live.events()` reads it. A server-sent event stream: `welcome` on connect, then one
 * `message` per write, `{ id, tags }`, naming the sync tags the write touched (the same
 * tags `/data/query` answers carry, groq/sync-tags.ts), so a client refetches only the
 * queries those tags name.
 *
 * Every event has an id, its transaction's place in the dataset's log; a client that
 * reconnects with `Last-Event-ID` (or `?lastEventId=`) gets the events it missed, across a
 * restart of the lake too, or `restart` (refetch everything) when they cannot be known: an id
 * of another log, or more transactions since than LIVE_EVENT_BUFFER.
 * `includeDrafts=true` needs a token and adds the writes to drafts and release versions;
 * without it, only writes to published documents are sent (a visitor learns nothing of
 * drafts, not even that one changed). Connections count against the same per-client cap as
 * listeners; a client over it gets `goaway`.
 */
import { createHash } from "node:crypto";
import { boom } from "../../core/errors";
import { type SyncTag, tagsOfChange } from "../../groq/sync-tags";
import { isDraftId, isPathId, isVersionId } from "../../store/ids";
import type { DatasetStore } from "../../store/log";
import type { Commit, SanityDocument } from "../../store/types";
import { budgetOf } from "../answer-budget";
import { requireAuth } from "../auth";
import { flag, sendJson } from "../exchange";
import type { LakeRequest } from "../router";
import { claimListenerSlot, KEEPALIVE_MS, openStream, sse } from "./listen";

/** Events kept for clients that reconnect (`Last-Event-ID`). */
const LIVE_EVENT_BUFFER = 1000;
/** How long a browser waits before reconnecting a dropped stream (the SSE `retry` field). */
const LIVE_RETRY_MS = 1000;

interface LiveEvent {
  id: string;
  /** Tags of writes to published documents: what everyone may see. */
  published: SyncTag[];
  /** Tags of every write, drafts and versions included (`includeDrafts=true`). */
  all: SyncTag[];
}

type Subscriber = (event: LiveEvent) => void;

/** The log's name before its first transaction (an empty dataset). */
const EMPTY_LOG = "empty";

interface Change {
  id: string;
  before: SanityDocument | null;
  after: SanityDocument | null;
}

/**
 * One dataset's event feed: ids, the events clients resume from, and who to tell.
 *
 * An event's id is its transaction's place in the dataset's durable log, after a name for the
 * log (`<log>-<n>`: the n-th transaction), so an id outlives a restart of the lake: a page
 * built before the restart still resumes after its build's event, and nothing since means
 * nothing to reload. Recent events are kept as sent; older ones in the log are worked out
 * again from it, up to LIVE_EVENT_BUFFER of them.
 */
class LiveFeed {
  private readonly recent = new Map<number, LiveEvent>();
  private readonly subscribers = new Set<Subscriber>();

  constructor(private readonly store: DatasetStore) {
    store.subscribe((commit) => this.publish(commit));
  }

  /** Names the log by its first transaction: another dataset's ids (an import, a reset) are not this one's. */
  private logName(): string {
    if (this.store.entryCount === 0) return EMPTY_LOG;
    const first = this.store.entryInfo(0);
    return createHash("sha256").update(first.id).digest("hex").slice(0, 12);
  }

  private eventOf(position: number, changes: readonly Change[]): LiveEvent {
    const published = new Set<SyncTag>();
    const all = new Set<SyncTag>();
    for (const { id, before, after } of changes) {
      const tags = tagsOfChange(id, before, after);
      for (const tag of tags) all.add(tag);
      // Drafts, release versions and private path ids (`secrets.x`) stay out of public events.
      if (!isDraftId(id) && !isVersionId(id) && !isPathId(id))
        for (const tag of tags) published.add(tag);
    }
    return { id: `${this.logName()}-${position}`, published: [...published], all: [...all] };
  }

  private publish({ changes }: Commit): void {
    const position = this.store.entryCount;
    const event = this.eventOf(position, changes);
    this.recent.set(position, event);
    this.recent.delete(position - LIVE_EVENT_BUFFER);
    for (const subscriber of this.subscribers) subscriber(event);
  }

  /** The event of the log's `position`-th transaction, worked out from the log. */
  private eventInLog(position: number): LiveEvent {
    const index = position - 1;
    const entry = this.store.entryAt(index);
    const changes = entry.docs.map((record) => {
      // The document as the transaction before this one that touched it left it.
      const earlier = this.store.entryIndicesFor(record.id).filter((at) => at < index);
      const last = earlier.at(-1);
      const before = last === undefined ? null : this.store.versionAt(record.id, last);
      return { id: record.id, before, after: record.doc };
    });
    return this.eventOf(position, changes);
  }

  /** The id of the latest event; before any, the log's start (`empty-0`). */
  latestId(): string {
    return `${this.logName()}-${this.store.entryCount}`;
  }

  /** Events after `lastEventId`, or undefined when they cannot be known any more. */
  since(lastEventId: string): LiveEvent[] | undefined {
    const dash = lastEventId.lastIndexOf("-");
    const log = lastEventId.slice(0, dash);
    const after = Number(lastEventId.slice(dash + 1));
    const count = this.store.entryCount;
    const sameLog = log === this.logName() || (log === EMPTY_LOG && after === 0);
    if (!sameLog || !Number.isInteger(after) || after < 0 || after > count) return undefined;
    if (count - after > LIVE_EVENT_BUFFER) return undefined;
    const events: LiveEvent[] = [];
    for (let position = after + 1; position <= count; position++)
      events.push(this.recent.get(position) ?? this.eventInLog(position));
    return events;
  }

  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }
}

const feeds = new WeakMap<DatasetStore, LiveFeed>();

function feedOf(store: DatasetStore): LiveFeed {
  let feed = feeds.get(store);
  if (!feed) {
    feed = new LiveFeed(store);
    feeds.set(store, feed);
  }
  return feed;
}

export function handleLiveEvents(request: LakeRequest): void {
  const { lake, principal, url } = request;
  const dataset = request.params.dataset as string;
  if (!lake.datasets.has(dataset)) {
    throw boom(404, "Not Found", `Dataset "${dataset}" not found for project`);
  }
  const includeDrafts = flag(url, "includeDrafts");
  if (includeDrafts) requireAuth(principal, "Live events with drafts (includeDrafts=true)");
  const feed = feedOf(lake.datasets.get(dataset));

  let release: () => void;
  try {
    release = claimListenerSlot(request);
  } catch (error) {
    const write = openStream(request);
    write(sse("goaway", { reason: (error as Error).message }));
    request.res.end();
    return;
  }

  const write = openStream(request);
  const budget = budgetOf(request);
  const send = (event: LiveEvent) => {
    const tags = includeDrafts ? event.all : event.published;
    if (tags.length === 0) return;
    const message = sse("message", { id: event.id, tags }, event.id);
    // A message past the answer budget (a write of very many documents) asks the client to
    // refetch everything instead, which is what so many tags would have it do anyway.
    if (budget.fits(Buffer.byteLength(message))) write(message);
    else write(sse("restart", { id: event.id }, event.id));
  };
  write(`retry: ${LIVE_RETRY_MS}\n`);
  write(sse("welcome", {}));
  const lastEventId = String(
    request.req.headers["last-event-id"] ?? url.searchParams.get("lastEventId") ?? "",
  );
  if (lastEventId) {
    const missed = feed.since(lastEventId);
    if (missed) for (const event of missed) send(event);
    else {
      // Unknown (another run's, or made up): the client refetches and resumes from now. Its
      // own id is never written back: a crafted one would add lines, and events, to the stream.
      const now = feed.latestId();
      write(sse("restart", { id: now }, now));
    }
  }
  const unsubscribe = feed.subscribe(send);
  // A comment line keeps proxies and the client's idle timers from closing the stream.
  const keepAlive = setInterval(() => write(": keep-alive\n\n"), KEEPALIVE_MS);
  const stop = () => {
    clearInterval(keepAlive);
    unsubscribe();
    release();
  };
  request.res.on("close", stop);
  request.req.on("error", stop);
}

/**
 * `GET /check/cors`: the client asks before reconnecting whether its origin may call.
 * Foreign origins never get here (server.ts answers them 403 first), so this one may.
 */
export function checkCors(request: LakeRequest): void {
  sendJson(request, 200, { result: { allowed: true, withCredentials: false } });
}
