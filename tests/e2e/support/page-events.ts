/**
 * What the browser saw go wrong: console errors, uncaught page errors, failed
 * and refused requests, crashes. An e2e failure is usually "timed out waiting
 * for a heading", which says nothing about why the page never showed it; these
 * events do, so failing tests print them (failure-report.ts) and the start-up
 * check puts them in its error (site-boot-check.ts).
 */
import type { Browser, Page, Request } from "playwright-core";

/**
 * Keeps the newest `limit` lines (enough to explain a failure, not flood the
 * log) and the requests still waiting for an answer on open pages (a hang
 * shows up there, not as an event).
 */
export class EventLog {
  private lines: string[] = [];
  /** Each unanswered request with the page that sent it. */
  private readonly waiting = new Map<Request, Page>();
  /**
   * Requests whose page closed before they were answered. Playwright closes a test's
   * pages (its `page` fixture, a timed-out test's) before the failure report is written.
   */
  private abandoned: string[] = [];

  constructor(private readonly limit = 40) {}

  add(line: string) {
    this.lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (this.lines.length > this.limit) this.lines.shift();
  }

  /** Starts afresh for the next test: its report names only what happened in it. */
  clear() {
    this.lines = [];
    this.waiting.clear();
    this.abandoned = [];
  }

  requestStarted(request: Request, page: Page) {
    this.waiting.set(request, page);
  }

  requestEnded(request: Request) {
    this.waiting.delete(request);
  }

  /** Moves a closed page's requests to the abandoned: they will never end. */
  pageClosed(page: Page) {
    for (const [request, sender] of this.waiting) {
      if (sender !== page) continue;
      this.waiting.delete(request);
      this.abandoned.push(describeRequest(request));
    }
    this.abandoned = this.abandoned.slice(-this.limit);
  }

  /** The report a failure carries: the newest `maxEvents` events, then what is still unanswered. */
  report(maxEvents = this.limit): string[] {
    const events = this.lines.slice(-maxEvents);
    const waiting = [...this.waiting.keys()].map(describeRequest);
    return [
      "Browser events (newest last):",
      ...(events.length ? events : ["(none)"]),
      `Requests still in flight: ${waiting.join(", ") || "none"}`,
      `Requests unanswered when their page closed: ${this.abandoned.join(", ") || "none"}`,
    ];
  }
}

/** Method and address; a GROQ query string is long, so only its start. */
function describeRequest(request: Request) {
  const url = new URL(request.url());
  const search = url.search.length > 48 ? `${url.search.slice(0, 48)}…` : url.search;
  return `${request.method()} ${url.origin}${url.pathname}${search}`;
}

/** Records `page`'s trouble and its unanswered requests into `log`. */
export function watchPage(page: Page, log: EventLog): void {
  page.on("console", (message) => {
    // "Failed to load resource" repeats a request failure or HTTP error logged below.
    if (message.text().startsWith("Failed to load resource")) return;
    if (message.type() === "error" || message.type() === "warning") {
      log.add(`console.${message.type()}: ${message.text().slice(0, 300)}`);
    }
  });
  page.on("pageerror", (error) => log.add(`page error: ${error.message.slice(0, 300)}`));
  page.on("crash", () => log.add(`page crashed: ${page.url()}`));
  page.on("close", () => log.pageClosed(page));
  page.on("request", (request) => log.requestStarted(request, page));
  page.on("requestfinished", (request) => log.requestEnded(request));
  page.on("requestfailed", (request) => {
    log.requestEnded(request);
    log.add(`request failed (${request.failure()?.errorText}): ${describeRequest(request)}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) {
      log.add(`HTTP ${response.status()}: ${describeRequest(response.request())}`);
    }
  });
}

/**
 * Makes every context of `browser` (and so every page, `browser.newPage()`
 * included, which goes through `newContext`) report into `log`. Playwright's
 * Browser has no "context created" event, hence the wrapped method.
 */
export function watchBrowser(browser: Browser, log: EventLog): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser["newContext"]>) => {
    const context = await newContext(...args);
    context.on("page", (page) => watchPage(page, log));
    return context;
  };
  return browser;
}
