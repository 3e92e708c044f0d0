/**
 * What the browser saw go wrong: console errors, uncaught page errors, failed
 * and refused requests, crashes. An e2e failure is usually "timed out waiting
 * for a heading", which says nothing about why the page never showed it; these
 * events do, so failing tests print them (failure-report.ts) and the start-up
 * check puts them in its error (site-boot-check.ts).
 */
import type { Browser, BrowserContext, Page, Request } from "playwright-core";

/** Keeps the newest `limit` lines: enough to explain a failure, not flood the log. */
export class EventLog {
  private lines: string[] = [];

  constructor(private readonly limit = 40) {}

  add(line: string) {
    this.lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (this.lines.length > this.limit) this.lines.shift();
  }

  clear() {
    this.lines = [];
  }

  entries(): readonly string[] {
    return this.lines;
  }
}

/** Method and address; a GROQ query string is long, so only its start. */
function describeRequest(request: Request) {
  const url = new URL(request.url());
  const search = url.search.length > 48 ? `${url.search.slice(0, 48)}…` : url.search;
  return `${request.method()} ${url.origin}${url.pathname}${search}`;
}

/** Records `page`'s trouble into `log`; returns the requests still in flight. */
export function watchPage(page: Page, log: EventLog): () => string[] {
  const inFlight = new Set<Request>();
  page.on("console", (message) => {
    // "Failed to load resource" repeats a request failure or HTTP error logged below.
    if (message.text().startsWith("Failed to load resource")) return;
    if (message.type() === "error" || message.type() === "warning") {
      log.add(`console.${message.type()}: ${message.text().slice(0, 300)}`);
    }
  });
  page.on("pageerror", (error) => log.add(`page error: ${error.message.slice(0, 300)}`));
  page.on("crash", () => log.add(`page crashed: ${page.url()}`));
  page.on("request", (request) => inFlight.add(request));
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => {
    inFlight.delete(request);
    log.add(`request failed (${request.failure()?.errorText}): ${describeRequest(request)}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) {
      log.add(`HTTP ${response.status()}: ${describeRequest(response.request())}`);
    }
  });
  return () => [...inFlight].map(describeRequest);
}

function watchContext(context: BrowserContext, log: EventLog) {
  for (const page of context.pages()) watchPage(page, log);
  context.on("page", (page) => watchPage(page, log));
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
    watchContext(context, log);
    return context;
  };
  return browser;
}
