/**
 * The e2e suite's `test` and `expect`: @playwright/test's, with
 * - `stack`: the stack global-setup.ts started for the run (lake, emulators, built site);
 * - `studioHost`: the suite's one Studio, started by the first file that needs it
 *   (studio-host.ts, setUpStudio in studio.ts);
 * - `browser`: Playwright's worker Chromium (Debian's, playwright.config.ts), every page of
 *   which reports its trouble into one log and, after `goto` to the site, waits until the page
 *   is hydrated and has checked its content (page-ready.ts); `context` and `page` come from it;
 * - a failure report on every test: when a test fails, what its pages reported (console
 *   errors, page errors, failed requests, requests never answered) and the machine's spare
 *   room are attached to it (HTML report, beside the trace) and printed in the log, so a
 *   timeout in CI says why the page never showed what the test waited for;
 * - `expect.poll` that polls on when its function throws (a locator read that timed out
 *   while Studio still loads), as the suite's polls were written for; Playwright's own poll
 *   fails at the first throw.
 */
import { test as base, expect as baseExpect } from "@playwright/test";
import { machineState } from "./machine-state";
import { EventLog, watchBrowser } from "./page-events";
import { readyAfterGoto } from "./page-ready";
import { e2eStack, type ProvidedStack } from "./stack";
import { createStudioHost, type StudioHost } from "./studio-host";

/** The newest events only: the summary of a run with many failures stays readable. */
const EVENTS_PER_FAILURE = 12;

/** What the worker's pages reported during the current test. */
const browserEvents = new EventLog();

export const test = base.extend<
  { failureReport: void },
  { stack: ProvidedStack; studioHost: StudioHost }
>({
  stack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this parameter
    async ({}, use) => {
      await use(e2eStack());
    },
    { scope: "worker" },
  ],
  studioHost: [
    async ({ stack }, use) => {
      const host = createStudioHost(stack);
      await use(host);
      await host.stop();
    },
    // Stopping `sanity dev` can take a while on a busy machine.
    { scope: "worker", timeout: 60_000 },
  ],
  browser: [
    async ({ browser }, use) => {
      watchBrowser(browser, browserEvents);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof browser.newContext>) => {
        const context = await newContext(...args);
        // A page without scripts never marks itself checked: there is nothing to wait for
        // (waiting cost each no-JavaScript test 15 s).
        if (args[0]?.javaScriptEnabled !== false) context.on("page", readyAfterGoto);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  failureReport: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this parameter
    async ({}, use, testInfo) => {
      browserEvents.clear();
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const report = [
        ...browserEvents.report(EVENTS_PER_FAILURE),
        `Machine: ${machineState()}`,
      ].join("\n");
      // In the HTML and JSON reports whole; the terminal's summary shows an attachment's first
      // 300 characters only, so the log carries it whole too, beside the test's name.
      await testInfo.attach("browser events and machine", {
        contentType: "text/plain",
        body: report,
      });
      console.error(`Failure report of "${testInfo.titlePath.join(" › ")}":\n${report}`);
    },
    { auto: true },
  ],
});

interface PollOptions {
  timeout?: number;
  intervals?: number[];
  message?: string;
}

/**
 * How often a poll reads again: after 100 ms, then every 250 ms. `toPass`'s own default backs
 * off to a read a second, so a poll overshot what it waited for by up to a second (half a
 * second on average); the suite's 80-odd polls were written for Vitest's, which read every
 * 50 ms.
 */
const POLL_INTERVALS = [100, 250];

/**
 * `expect.poll(read, options).<matcher>(…)`: reads and asserts until the assertion passes or
 * `timeout` (default 5 s) is up, a throw from `read` counting as "not yet". Built on
 * `toPass`, which retries on any error; the last error is the one reported.
 */
function poll<T>(read: () => T | Promise<T>, options: string | PollOptions = {}) {
  const {
    message,
    timeout = 5_000,
    intervals = POLL_INTERVALS,
  } = typeof options === "string" ? { message: options } : options;
  const matchers = (negate: boolean): object =>
    new Proxy(
      {},
      {
        get: (_, name) => {
          if (name === "not") return matchers(!negate);
          return (...args: unknown[]) =>
            baseExpect(async () => {
              const assertion = baseExpect(await read(), message);
              const matcher = (negate ? assertion.not : assertion) as unknown as Record<
                string | symbol,
                (...matcherArgs: unknown[]) => unknown
              >;
              await matcher[name]?.(...args);
            }).toPass({ timeout, intervals });
        },
      },
    );
  return matchers(false) as ReturnType<typeof baseExpect.poll<T>>;
}

export const expect = new Proxy(baseExpect, {
  get: (target, name, receiver) => (name === "poll" ? poll : Reflect.get(target, name, receiver)),
});
