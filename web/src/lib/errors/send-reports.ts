/**
 * The error reporter's sender: loaded by the inline queue (error-queue-script.ts) at the first
 * error a page has, never before. It turns each queued error into a report (report.ts), sends
 * one per error per route per page view, at most MAX_REPORTS, to the `errorReports` collection
 * (firestore-report.ts), and locally also to the console (docs/decisions/0059-error-reports.md).
 *
 * Built as its own file at a fixed address (web/build/error-reports-build.ts), so the inline
 * script names the same URL in every build; it imports nothing the entry has.
 */
import { appCheckToken } from "./app-check-token";
import type { QueuedError } from "./error-queue";
import { reportId, reportRequest } from "./firestore-report";
import { type ErrorReport, type PageFacts, reportOf, sameErrorKey } from "./report";

/** At most this many reports leave one document: a page failing everywhere floods nothing. */
export const MAX_REPORTS = 5;

const TEXT_FIELDS =
  "input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button]),textarea";

/** What the visitor has typed into the page's fields now: never sent, only scrubbed out. */
function typedValues(): string[] {
  return Array.from(
    document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS),
    (field) => field.value,
  ).filter((value) => value.length >= 3);
}

function post(url: string, body: string, token: string | undefined): void {
  // keepalive: a report made as the page closes still leaves. Its answer changes nothing.
  fetch(url, {
    method: "POST",
    body,
    keepalive: true,
    headers: {
      "content-type": "application/json",
      ...(token ? { "x-firebase-appcheck": token } : {}),
    },
  }).catch(() => undefined);
}

function send(report: ErrorReport): void {
  const emulatorHost: string | undefined = import.meta.env.VITE_FIRESTORE_EMULATOR_HOST;
  // Locally (the emulators: dev server, preview, tests) the console shows every report.
  if (emulatorHost || import.meta.env.DEV) console.warn("Error report", report);
  const { url, body } = reportRequest(
    report,
    { projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID, emulatorHost },
    reportId(),
    Date.now(),
  );
  // Firestore under App Check enforcement refuses a write without its token (decision 0058).
  const token = appCheckToken({
    projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
    appId: import.meta.env.VITE_FIREBASE_APP_ID,
    apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
    siteKey: import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY,
    emulator: Boolean(emulatorHost || import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_URL),
  });
  if (token instanceof Promise) void token.then((value) => post(url, body, value));
  else post(url, body, token);
}

/**
 * Sends what the queue holds and everything pushed to it from now on. The queue is the inline
 * script's array; its `push` becomes this sender's, so later errors go straight out.
 */
export function drain(queue: QueuedError[]): void {
  const seen = new Set<string>();
  let sent = 0;
  const handle = ([source, error, pathname]: QueuedError) => {
    if (sent >= MAX_REPORTS) return;
    const page: PageFacts = {
      pathname,
      origin: location.origin,
      userAgent: navigator.userAgent,
      release: typeof __TASTEMAP_RELEASE__ === "string" ? __TASTEMAP_RELEASE__ : "dev",
      typed: typedValues(),
    };
    let report: ErrorReport;
    try {
      report = reportOf(source, error, page);
    } catch {
      return;
    }
    const key = sameErrorKey(report);
    if (seen.has(key)) return;
    seen.add(key);
    sent += 1;
    send(report);
  };
  for (const queued of queue.splice(0)) handle(queued);
  queue.push = (...items: QueuedError[]) => {
    for (const item of items) handle(item);
    return 0;
  };
}
