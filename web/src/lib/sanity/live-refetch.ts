/**
 * What live content (live-content.ts) does once something changed: reload the route matches
 * a burst of writes touched, by sync tags, or everything. Its own chunk, loaded at the first
 * event that asks for a reload: a page that only listens does not download it before the
 * network is idle (issue 28), and a reload downloads @sanity/client anyway.
 */
import { type AnyRoute, isNotFound, isRedirect, replaceEqualDeep } from "@tanstack/react-router";
import type { createAppRouter } from "../../router";
import { builtContent } from "./built-content";
import {
  type Changed,
  type CoalescedRefetch,
  coalescedRefetch,
  type RefetchTiming,
} from "./coalesced-refetch";
import { isAffected, syncTagsOf } from "./sync-tags";

type AppRouter = ReturnType<typeof createAppRouter>;
type AnyMatch = AppRouter["state"]["matches"][number];

/** The sync tags a match's content had when the page was rendered, if it was. */
function builtTags(matchId: string): Set<string> | undefined {
  const tags = builtContent()?.tags[matchId];
  return tags ? new Set(tags) : undefined;
}

/** Reloads the matches whose content changed, a burst at a time; `refetched` after each. */
export function liveRefetch(
  router: AppRouter,
  refetched: () => void,
  timing: RefetchTiming | undefined,
): CoalescedRefetch {
  return coalescedRefetch(async (changed: Changed) => {
    // Content the prerendered HTML carried has the tags its render recorded (built-content.ts).
    // A 404 or an error view has no content of its own to reload: reloading it would render
    // its route without data (the 404 page's hand-over asks the lake about its address).
    const affected = (match: AnyMatch) =>
      match.status === "success" &&
      !match._notFound &&
      (changed === "everything" ||
        isAffected(syncTagsOf(match.loaderData) ?? builtTags(match.id), changed));
    // A navigation under way (the 404 page's hand-over, a visitor's click) first: reloading
    // under it would race it, and what it loads is as new as the events before it.
    await settledNavigation(router);
    // Nothing on the page concerned: no reload at all (an invalidation would reload every
    // match past its stale time too).
    if (!router.state.matches.some(affected)) return;
    // `sync`, and then rendered: whoever waits for this reload (the page's check against its
    // build, which the redirect dialog waits for) acts on the new content.
    const rendered = next(router, "onRendered");
    for (const match of router.state.matches.filter(affected)) keepShownContent(router, match);
    reloading = true;
    try {
      await router.invalidate({ filter: affected, sync: true });
    } finally {
      reloading = false;
    }
    await rendered;
    refetched();
  }, timing);
}

/** Whether the loaders now running are a live reload's (and not a visit's or a retry's). */
let reloading = false;
const wrapped = new WeakSet<object>();

/**
 * What a live reload of a route's content gives the page:
 * - The content it reloaded, keeping the objects of what did not change (the router's
 *   structural sharing, which it applies to search and state but not to loader data): the
 *   parts memoised on their content (WhenNeeded, a page's sections) then render nothing
 *   again, so a publish that changed one restaurant re-renders its card's part only, and
 *   one that changed nothing the page shows (the same name written again) renders nothing.
 * - On failure (the visitor offline, the lake down or refusing), the content the page shows
 *   instead of its route's error view: the page the visitor is reading stays, older by the
 *   changes it missed, until a later change reloads it. A visit or a retry that fails still
 *   shows the error view; content that is gone (not found) or moved (a redirect) is still
 *   followed.
 */
function keepShownContent(router: AppRouter, match: AnyMatch): void {
  const route: AnyRoute = router.routesById[match.routeId];
  const load: unknown = route.options.loader;
  if (typeof load !== "function" || wrapped.has(route)) return;
  wrapped.add(route);
  const shownMatch = () =>
    router.state.matches.find(
      (candidate) => candidate.routeId === route.id && candidate.status === "success",
    );
  // The router reads a route's loader from its options at each load (the router's own
  // `route.update` assigns options the same way).
  Object.assign(route.options, {
    loader: async (context: unknown) => {
      try {
        const loaded: unknown = await load(context);
        const shown = reloading ? shownMatch() : undefined;
        return shown ? replaceEqualDeep(shown.loaderData, loaded) : loaded;
      } catch (error) {
        const shown = shownMatch();
        if (!reloading || !shown || isNotFound(error) || isRedirect(error)) throw error;
        console.warn("Live content: the reload failed, the page keeps what it shows", error);
        // A failed content query all the same: reported (lib/errors, ADR 0059).
        window.__tmErr?.(error, "query");
        return shown.loaderData;
      }
    },
  });
}

/** How long a reload waits for a navigation under way at most. */
const NAVIGATION_WAIT_MS = 5000;

/** The router's next `event`, or NAVIGATION_WAIT_MS, whichever comes first. */
function next(router: AppRouter, event: "onRendered"): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, NAVIGATION_WAIT_MS);
    const stop = router.subscribe(event, done);
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });
}

function settledNavigation(router: AppRouter): Promise<void> {
  const navigating = () => router.state.status !== "idle" || router.state.isLoading;
  if (!navigating()) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, NAVIGATION_WAIT_MS);
    const stop = router.subscribe("onRendered", () => {
      if (!navigating()) done();
    });
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });
}

/**
 * A content client that learns of changes itself (drafts sent by Studio, studio-drafts.ts):
 * each change reloads the page's content, a burst of keystrokes at a time.
 */
export function followClient(
  router: AppRouter,
  follow: (onChange: () => void) => () => void,
  refetched: () => void,
  timing: RefetchTiming | undefined,
): () => void {
  const refetch = coalescedRefetch(async () => {
    await router.invalidate();
    refetched();
  }, timing);
  const stop = follow(() => refetch.schedule("everything"));
  return () => {
    stop();
    refetch.stop();
  };
}
