/**
 * `GET /data/live/events/:dataset`: the Live Content API as @sanity/client's
 * `live.events()` reads it. A server-sent event stream: `welcome` on connect, then one
 * `message` per write, `{ id, tags }`, naming the sync tags the write touched (the same
 * tags `/data/query` answers carry, groq/sync-tags.ts), so a client refetches only the
 * queries those tags name.
 *
 * Every event has an id; a client that reconnects with `Last-Event-ID` gets the events it
 * missed, or `restart` (refetch everything) when the lake no longer has them: it restarted
 * (ids name the lake's boot) or the client was away longer than the buffer holds.
 * `includeDrafts=true` needs a token and adds the writes to drafts and release versions;
 * without it, only writes to published documents are sent (a visitor learns nothing of
 * drafts, not even that one changed). Connections count against the same per-client cap as
 * listeners; a client over it gets `goaway`.
 */
import { boom } from "../../core/errors";
import { type SyncTag, tagsOfChange } from "../../groq/sync-tags";
import { isDraftId, isPathId, isVersionId, randomId } from "../../store/ids";
import type { DatasetStore } from "../../store/log";
import type { Commit } from "../../store/types";
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

/** One dataset's event feed: ids, the buffer for resuming, and who to tell. */
class LiveFeed {
  /** Names this run of the lake: an id from another run cannot be resumed. */
  private readonly boot = randomId(8);
  private sequence = 0;
  private readonly buffer: LiveEvent[] = [];
  private readonly subscribers = new Set<Subscriber>();

  constructor(store: DatasetStore) {
    store.subscribe((commit) => this.publish(commit));
  }

  private publish({ changes }: Commit): void {
    const published = new Set<SyncTag>();
    const all = new Set<SyncTag>();
    for (const { id, before, after } of changes) {
      const tags = tagsOfChange(id, before, after);
      for (const tag of tags) all.add(tag);
      // Drafts, release versions and private path ids (`secrets.x`) stay out of public events.
      if (!isDraftId(id) && !isVersionId(id) && !isPathId(id))
        for (const tag of tags) published.add(tag);
    }
    const event: LiveEvent = {
      id: `${this.boot}-${++this.sequence}`,
      published: [...published],
      all: [...all],
    };
    this.buffer.push(event);
    if (this.buffer.length > LIVE_EVENT_BUFFER) this.buffer.shift();
    for (const subscriber of this.subscribers) subscriber(event);
  }

  /**
   * The id of the latest event; before any, the feed's start (`<boot>-0`), so a client that
   * connects before the first write can still resume after it (a page built then).
   */
  latestId(): string {
    return `${this.boot}-${this.sequence}`;
  }

  /** Events after `lastEventId`, or undefined when they cannot be known any more. */
  since(lastEventId: string): LiveEvent[] | undefined {
    const dash = lastEventId.lastIndexOf("-");
    if (lastEventId.slice(0, dash) !== this.boot) return undefined;
    const after = Number(lastEventId.slice(dash + 1));
    // The buffer holds the events numbered oldest + 1 to sequence.
    const oldest = this.sequence - this.buffer.length;
    if (!Number.isInteger(after) || after < oldest || after > this.sequence) return undefined;
    return this.buffer.slice(after - oldest);
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
