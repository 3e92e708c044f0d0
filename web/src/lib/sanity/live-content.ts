/**
 * Live content: an open page follows the Live Content API (`client.live.events()`, the
 * same call against the local lake and a real project) and reloads only the route matches
 * whose content a write touched, by sync tags (sync-tags.ts), a burst of writes at a time
 * (coalesced-refetch.ts). A `restart` (the lake lost track of us), or a stream that comes
 * back after a drop, reloads everything once, since events may have been missed. A stream
 * that fails or is told to go away comes back after a growing pause (1 s, 2 s, ... 30 s).
 *
 * Published content is followed with the browser's own EventSource (the stream needs no
 * credentials, and @sanity/client opens a native EventSource for it too), so the page
 * downloads the client only when an event makes it reload content; draft mode's stream
 * needs the preview session's token and goes through the client.
 *
 * A prerendered page starts following `since` the newest event of its build (built-content.ts)
 * once idle: the events it missed arrive first, and `caughtUp` settles once they have been
 * heard and what they concern reloaded; that is the page's content check.
 *
 * Its own chunk, loaded when the page is idle; what reloads content (live-refetch.ts) is
 * another, loaded at the first event that asks for a reload.
 */
import type { createAppRouter } from "../../router";
import type { Changed, CoalescedRefetch, RefetchTiming } from "./coalesced-refetch";
import { liveEventsUrl } from "./content-api";

type AppRouter = ReturnType<typeof createAppRouter>;

/** The Live Content API's events, as @sanity/client's `live.events()` gives them. */
type LiveEvent =
  | { type: "welcome" | "restart" | "reconnect" }
  | { type: "goaway"; reason?: string }
  | { type: "message"; id: string; tags: string[] };

interface LiveObserver {
  next(event: LiveEvent): void;
  error(error: unknown): void;
}

/** Performance marks the end-to-end tests and bench:live read. */
export const LIVE_CONNECTED_MARK = "tastemap:live-connected";
export const LIVE_REFETCH_MARK = "tastemap:live-refetch";

const BACKOFF_MS = { first: 1000, max: 30_000 };
/** After `welcome`, how long without a missed event means every missed one has arrived. */
const CATCH_UP_QUIET_MS = 250;
/** A stream that has not caught up this long after it was opened counts as caught up. */
const CATCH_UP_AT_MOST_MS = 5000;

export interface LiveContent {
  stop(): void;
  /** Settles once the events missed since `since` are heard and what they concern reloaded. */
  caughtUp: Promise<{ reloaded: boolean }>;
}

/** The page's one stream: the content check starts it, entry-client.tsx asks for it again. */
const following = new WeakMap<AppRouter, LiveContent>();

export function backoffDelay(attempt: number, random = Math.random()): number {
  const ceiling = Math.min(BACKOFF_MS.max, BACKOFF_MS.first * 2 ** attempt);
  // Jitter: many pages that lost the same lake do not all come back in the same instant.
  return Math.round(ceiling * (0.5 + random / 2));
}

export function startLiveContent(
  router: AppRouter,
  options: { timing?: RefetchTiming; since?: string } = {},
): LiveContent {
  const running = following.get(router);
  if (running) return running;
  const live = followLiveContent(router, options);
  following.set(router, live);
  return live;
}

function followLiveContent(
  router: AppRouter,
  options: { timing?: RefetchTiming; since?: string },
): LiveContent {
  const content = router.options.context.content;
  // Declared before the refetch that reports to it; set once the catch-up exists.
  let reportReload: () => void = () => undefined;
  const refetched = () => {
    performance.mark(LIVE_REFETCH_MARK);
    reportReload();
  };
  const { follow } = content;
  if (follow) {
    let stop: (() => void) | undefined;
    let stopped = false;
    void import("./live-refetch").then(
      (live) => {
        if (!stopped) stop = live.followClient(router, follow, refetched, options.timing);
      },
      (error: unknown) => console.warn("Live content is off for this page.", error),
    );
    return {
      stop: () => {
        stopped = true;
        stop?.();
      },
      caughtUp: Promise.resolve({ reloaded: false }),
    };
  }
  const refetch = lazyRefetch(router, refetched, options.timing);
  const catchUp = catchingUp(options.since !== undefined, refetch);
  reportReload = catchUp.reloaded;

  let stopped = false;
  let attempt = 0;
  let connectedBefore = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;

  const retry = () => {
    unsubscribe?.();
    unsubscribe = undefined;
    if (stopped) return;
    retryTimer = setTimeout(connect, backoffDelay(attempt++));
  };

  const connect = async () => {
    if (stopped) return;
    const observer: LiveObserver = {
      next: (event) => {
        switch (event.type) {
          case "welcome":
            attempt = 0;
            catchUp.heard();
            // Back after a drop: what happened meanwhile is unknown. So it is in Studio's
            // preview on the first connection: the editor may have typed since the page
            // loaded its drafts, and a preview must never lag behind the form.
            if (connectedBefore || content.draft) refetch.schedule("everything");
            connectedBefore = true;
            performance.mark(LIVE_CONNECTED_MARK);
            break;
          case "message":
            content.lastLiveEventId = event.id;
            catchUp.heard();
            refetch.schedule(new Set(event.tags));
            break;
          case "restart":
            catchUp.heard();
            refetch.schedule("everything");
            break;
          case "goaway":
            retry();
            break;
          default:
            break;
        }
      },
      error: (error: unknown) => {
        console.warn("Live content stream failed; retrying.", error);
        retry();
      },
    };
    if (content.published) {
      const url = liveEventsUrl(content.published);
      // After the build's newest event: the stream first sends what the page missed since.
      const since = options.since ? `?lastEventId=${encodeURIComponent(options.since)}` : "";
      unsubscribe = followEventSource(`${url}${since}`, observer);
      return;
    }
    let sanity: Awaited<ReturnType<typeof content.sanity>>;
    try {
      sanity = await content.sanity();
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    const subscription = sanity.live.events({ includeDrafts: content.draft }).subscribe(observer);
    unsubscribe = () => subscription.unsubscribe();
  };

  // At once: entry-client.tsx starts live content after a published page's content check (not
  // on the path to interactive), and in a preview as soon as it shows drafts.
  void connect();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(retryTimer);
      refetch.stop();
      unsubscribe?.();
    },
    caughtUp: catchUp.done,
  };
}

/**
 * When a stream opened after an event has caught up: its `welcome` and the missed events
 * arrive together, so CATCH_UP_QUIET_MS without another means all have, then their reloads
 * are done. Without `since` there is nothing to catch up on.
 */
function catchingUp(since: boolean, refetch: CoalescedRefetch) {
  let reloaded = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let settle: (value: { reloaded: boolean }) => void = () => undefined;
  const done = new Promise<{ reloaded: boolean }>((resolve) => {
    settle = resolve;
  });
  // Settling twice (the quiet, then the limit) changes nothing: a promise settles once.
  const finish = () => void refetch.settled().then(() => settle({ reloaded }));
  if (since) setTimeout(finish, CATCH_UP_AT_MOST_MS);
  else settle({ reloaded });
  return {
    done,
    /** `welcome`, a missed event or a restart: the quiet starts again. */
    heard() {
      clearTimeout(quiet);
      if (since) quiet = setTimeout(finish, CATCH_UP_QUIET_MS);
    },
    /** Content was reloaded (a missed event concerned the page). */
    reloaded() {
      reloaded = true;
    },
  };
}

/**
 * The public event stream with the browser's EventSource, read as @sanity/client reads it:
 * a dropped connection is re-opened by the browser itself (the next `welcome` reloads
 * everything); a closed one, a channel error or a disconnect ends it (the caller retries).
 */
function followEventSource(url: string, observer: LiveObserver): () => void {
  const source = new EventSource(url);
  const parse = (event: Event): Record<string, unknown> => {
    try {
      return JSON.parse((event as MessageEvent<string>).data || "{}");
    } catch {
      return {};
    }
  };
  const on = (type: string, listener: (event: Event) => void) =>
    source.addEventListener(type, listener);
  on("welcome", () => observer.next({ type: "welcome" }));
  on("restart", () => observer.next({ type: "restart" }));
  on("goaway", (event) => {
    const { reason } = parse(event);
    observer.next({ type: "goaway", ...(typeof reason === "string" ? { reason } : {}) });
  });
  on("message", (event) => {
    const { tags } = parse(event);
    observer.next({
      type: "message",
      id: (event as MessageEvent).lastEventId,
      tags: Array.isArray(tags) ? tags.filter((tag) => typeof tag === "string") : [],
    });
  });
  for (const type of ["channelError", "disconnect"]) {
    on(type, (event) =>
      observer.error(new Error(`Live content ${type}: ${JSON.stringify(parse(event))}`)),
    );
  }
  on("error", () => {
    if (source.readyState === EventSource.CLOSED) {
      observer.error(new Error("The live content stream closed"));
    }
  });
  return () => source.close();
}

/**
 * A reload scheduled before live-refetch.ts has arrived waits for it, in order; stopped, it
 * never starts one.
 */
function lazyRefetch(
  router: AppRouter,
  refetched: () => void,
  timing: RefetchTiming | undefined,
): CoalescedRefetch {
  let loaded: Promise<CoalescedRefetch> | undefined;
  let stopped = false;
  const load = () => {
    loaded ??= import("./live-refetch").then((live) => live.liveRefetch(router, refetched, timing));
    return loaded;
  };
  return {
    schedule(changed: Changed) {
      void load().then(
        (refetch) => {
          if (!stopped) refetch.schedule(changed);
        },
        (error: unknown) => console.warn("Could not reload the changed content.", error),
      );
    },
    stop() {
      stopped = true;
      void loaded?.then((refetch) => refetch.stop()).catch(() => undefined);
    },
    async settled() {
      // Scheduled reloads wait for their chunk first.
      const refetch = await loaded?.catch(() => undefined);
      await refetch?.settled();
    },
  };
}
