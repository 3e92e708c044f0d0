// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUEUE_GLOBAL, type QueuedError } from "./error-queue";
import { errorQueueScript } from "./error-queue-script";

/** Runs the inline script as the document's head would (it removes its own element). */
function startQueue(): QueuedError[] {
  const script = document.createElement("script");
  document.head.append(script);
  Object.defineProperty(document, "currentScript", { value: script, configurable: true });
  new Function(errorQueueScript(false))();
  expect(script.isConnected).toBe(false);
  return window[QUEUE_GLOBAL] as QueuedError[];
}

beforeEach(() => {
  // The sender is loaded a second after the first error: not in these tests.
  vi.useFakeTimers();
  window.history.replaceState(null, "", "/spring-offer?email=ann%40example.com#top");
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the inline error queue", () => {
  it("queues uncaught errors and unhandled rejections with the path, not resource failures", () => {
    const queue = startQueue();
    const thrown = new Error("boom");
    window.dispatchEvent(new ErrorEvent("error", { error: thrown, message: "boom" }));
    window.dispatchEvent(new ErrorEvent("error", { message: "Script error." }));
    // An <img> or <script> that failed to load: a plain Event, nobody's error.
    window.dispatchEvent(new Event("error"));
    const rejection = new Event("unhandledrejection") as Event & { reason: unknown };
    rejection.reason = "nope";
    window.dispatchEvent(rejection);
    expect(queue).toEqual([
      ["error", thrown, "/spring-offer"],
      ["error", "Script error.", "/spring-offer"],
      ["rejection", "nope", "/spring-offer"],
    ]);
  });

  it("takes the errors the site catches itself, logging all but content queries", () => {
    const queue = startQueue();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const routeError = new Error("route");
    const queryError = new Error("query");
    window.__tmErr?.(routeError);
    window.__tmErr?.(queryError, "query");
    expect(queue.map(([source, error]) => [source, error])).toEqual([
      ["error", routeError],
      ["query", queryError],
    ]);
    expect(logged.mock.calls).toEqual([[routeError]]);
  });

  it("holds at most 30 errors until the sender has loaded", () => {
    const queue = startQueue();
    for (let i = 0; i < 100; i++) window.dispatchEvent(new ErrorEvent("error", { message: "x" }));
    expect(queue).toHaveLength(30);
  });
});
