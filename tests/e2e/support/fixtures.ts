/**
 * The e2e suite's `test` and `expect`: @playwright/test's, with
 * - `stack`: the stack global-setup.ts started for the run (lake, emulators, built site);
 * - `browser`: Playwright's worker Chromium (Debian's, playwright.config.ts), every page of
 *   which reports its trouble into one log and, after `goto` to the site, waits until the page
 *   is hydrated and has checked its content (page-ready.ts); `context` and `page` come from it;
 * - a failure report on every test: when a test fails, what its pages reported (console
 *   errors, page errors, failed requests, requests never answered) and the machine's spare
 *   room are attached to it (HTML report, beside the trace) and printed in the log, so a
 *   timeout in CI says why the page never showed what the test waited for.
 */
import { test as base, expect } from "@playwright/test";
import { machineState } from "./machine-state";
import { EventLog, watchBrowser } from "./page-events";
import { readyAfterGoto } from "./page-ready";
import { e2eStack, type ProvidedStack } from "./stack";

/** The newest events only: the summary of a run with many failures stays readable. */
const EVENTS_PER_FAILURE = 12;

/** What the worker's pages reported during the current test. */
const browserEvents = new EventLog();

export const test = base.extend<{ failureReport: void }, { stack: ProvidedStack }>({
  stack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this parameter
    async ({}, use) => {
      await use(e2eStack());
    },
    { scope: "worker" },
  ],
  browser: [
    async ({ browser }, use) => {
      watchBrowser(browser, browserEvents);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof browser.newContext>) => {
        const context = await newContext(...args);
        context.on("page", readyAfterGoto);
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

export { expect };
