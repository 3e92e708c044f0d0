/**
 * What the inline error queue (error-queue-script.ts), the code that reports errors it has
 * caught itself, and the sender (send-reports.ts) agree on: the globals, what the queue holds
 * and where the sender is (docs/decisions/0059-error-reports.md).
 */

/** Where a queued error came from: uncaught, a rejection nobody handled, a content query. */
export type ErrorSource = "error" | "rejection" | "query";

/** One error as it was caught: where from, what was thrown, the path it happened at. */
export type QueuedError = [source: ErrorSource, error: unknown, pathname: string];

/** The queue on `window`: the inline script pushes, the sender drains and then takes `push`. */
export const QUEUE_GLOBAL = "__tastemapErrors";

/**
 * The inline script's function for errors the site catches itself (a route's error view, a live
 * reload that failed): it queues the error, and logs it with console.error (as the site did
 * before) unless it is a content query's, which its caller has logged as a warning. Short, because the route error view that calls it is in every first load.
 */
export const REPORT_GLOBAL = "__tmErr";

/** The build's release, a constant the build defines (web/build/error-reports-build.ts). */
export const RELEASE_CONSTANT = "__TASTEMAP_RELEASE__";

declare global {
  /** Replaced by the build; absent in unit tests (then the release is "dev"). */
  const __TASTEMAP_RELEASE__: string | undefined;

  interface Window {
    [REPORT_GLOBAL]?: (error: unknown, source?: "query") => void;
    [QUEUE_GLOBAL]?: QueuedError[];
  }
}

/**
 * The sender's address: a fixed file the build writes beside the pages (not under /assets/,
 * which is cached for a year: this one is `no-cache`, so it always names the current build's
 * chunks); the dev server serves its source.
 */
export const SENDER_FILE = "error-reports.js";
export const SENDER_SOURCE = "/src/lib/errors/send-reports.ts";
