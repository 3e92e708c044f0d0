/**
 * The e2e suite's `test` and `expect`: @playwright/test's, with
 * - `lane` (an option, playwright.config.ts's projects): which of the run's stacks this
 *   worker's tests use (stack.ts), chosen before its first test;
 * - `stack`: the stack global-setup.ts started for the lane (lake, emulators, built site);
 * - `studioHost`: the worker's one Studio, against its lane's stack, started by the first
 *   file that needs it (studio-host.ts, setUpStudio in studio.ts);
 * - `browser`: Playwright's worker Chromium (Debian's, playwright.config.ts), every page of
 *   which reports its trouble into one log and, after `goto` to the site, waits until the page
 *   is hydrated and has checked its content (page-ready.ts); Playwright's `context` and `page`
 *   come from it;
 * - contexts a test opens itself, each closed when the test ends, passed or failed (a close
 *   in the test's body was skipped by a failed assertion and leaked the context):
 *   - `newContext(options)`: any number of contexts of the worker's browser (viewports,
 *     locales, no JavaScript, several visitors at once);
 *   - `publicPage`: a public-site page that keeps off the network and tracks its errors
 *     (public-page.ts); `openPublicPage(options)` for other options or a second one;
 *   - `studioPage`: a desktop-sized tab for Studio (studio.ts starts Studio);
 *   - `phonePage`: a throttled phone's page (bench/first-touch.ts) kept off the network;
 * - `seeded(id)`: a seeded document as published, put back as it was (its drafts dropped)
 *   when the test ends;
 * - a failure report on every test: when a test fails, what its pages reported (console
 *   errors, page errors, failed requests, requests never answered) and the machine's spare
 *   room are attached to it (HTML report, beside the trace) and printed in the log, so a
 *   timeout in CI says why the page never showed what the test waited for; it is set up
 *   before and torn down after the fixtures above, so it sees the pages they close;
 * - `expect.poll` that polls on when its function throws (a locator read that timed out
 *   while Studio still loads), as the suite's polls were written for; Playwright's own poll
 *   fails at the first throw.
 */

import { test as base, expect as baseExpect } from "@playwright/test";
import type { SanityClient, SanityDocument } from "@sanity/client";
import { visitorPage } from "@tastemap/bench/first-touch";
import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { lakeClient, restoreDocument } from "./lake";
import { machineState } from "./machine-state";
import { EventLog, watchBrowser } from "./page-events";
import { readyAfterGoto } from "./page-ready";
import { type PublicPage, type PublicPageOptions, publicPage } from "./public-page";
import { chooseLane, e2eStack, type Lane, type ProvidedStack } from "./stack";
import { createStudioHost, type StudioHost } from "./studio-host";

/** A new context of the worker's browser, closed by the fixture when the test ends. */
export type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;
/** A new public page (public-page.ts), its context closed by the fixture when the test ends. */
export type OpenPublicPage = (options?: PublicPageOptions) => Promise<PublicPage>;

/** The newest events only: the summary of a run with many failures stays readable. */
const EVENTS_PER_FAILURE = 12;

/** What the worker's pages reported during the current test. */
const browserEvents = new EventLog();

export const test = base.extend<
  {
    // biome-ignore lint/suspicious/noConfusingVoidType: an automatic fixture hands its tests nothing
    failureReport: void;
    newContext: NewContext;
    publicPage: PublicPage;
    openPublicPage: OpenPublicPage;
    studioPage: Page;
    phonePage: Page;
    seeded: (id: string, client?: SanityClient) => Promise<SanityDocument>;
  },
  {
    lane: Lane;
    // biome-ignore lint/suspicious/noConfusingVoidType: an automatic fixture hands its tests nothing
    laneChosen: void;
    stack: ProvidedStack;
    studioHost: StudioHost;
  }
>({
  lane: ["site", { scope: "worker", option: true }],
  laneChosen: [
    async ({ lane }, use) => {
      chooseLane(lane);
      await use();
    },
    { scope: "worker", auto: true },
  ],
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
  newContext: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  openPublicPage: async ({ newContext }, use) => {
    await use((options) => publicPage(newContext, options));
  },
  publicPage: async ({ openPublicPage }, use) => {
    await use(await openPublicPage());
  },
  studioPage: async ({ newContext }, use) => {
    const context = await newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    // Studio answers slowly on a busy machine; its first render has its own, longer waits.
    page.setDefaultTimeout(30_000);
    await use(page);
  },
  phonePage: async ({ browser }, use) => {
    const page = await visitorPage(browser, true);
    try {
      // The storefront's buy-button script and the other origins stay off the network.
      const stackOrigins = [new URL(e2eStack().webUrl).origin, new URL(e2eStack().lakeUrl).origin];
      await page.context().route(
        (url) => !stackOrigins.includes(url.origin),
        (route) => route.fulfill({ contentType: "text/plain", body: "" }),
      );
      await use(page);
    } finally {
      await page.context().close();
    }
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this parameter
  seeded: async ({}, use) => {
    const originals: { document: SanityDocument; client: SanityClient }[] = [];
    await use(async (id, client = lakeClient()) => {
      const document = await client.getDocument<SanityDocument>(id);
      if (!document) throw new Error(`${id} missing from the seed`);
      originals.push({ document, client });
      return document;
    });
    // Newest first, so a document read twice ends as it was first read.
    for (const { document, client } of originals.reverse()) await restoreDocument(document, client);
  },
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
