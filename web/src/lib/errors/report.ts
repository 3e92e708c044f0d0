/**
 * What an error report keeps of an error, and nothing else (docs/decisions/0059-error-reports.md):
 * its kind, its scrubbed message, the site's own stack frames, the route, the release and the
 * browser's name and major version. Pure functions: the sender (send-reports.ts) reads the page
 * and calls them; the unit tests pin what is scrubbed.
 */
import type { ErrorSource } from "./error-queue";

export type ReportKind = "error" | "rejection" | "query";

export interface ErrorReport {
  kind: ReportKind;
  message: string;
  stack: string;
  route: string;
  release: string;
  browser: string;
}

/** The caps firestore.rules enforces on each field (keep both in step). */
const LIMITS = { message: 300, stack: 1500, route: 200, release: 40, browser: 30 } as const;

/** At most this many stack frames: the first ones say where it failed. */
const MAX_FRAMES = 10;

// An address's local part may hold an apostrophe (o'neil@…); its domain may not.
const EMAIL = /[^\s@<>()[\]\\,;:"`/]+@[^\s@<>()[\]\\,;:"'`/]+/g;
// A URL's query string and fragment: its parameters may carry anything (a GROQ query's values).
const URL_TAIL = /(\bhttps?:\/\/[^\s?#"'`)]*)[?#][^\s"'`)]*/g;

/**
 * A text with nothing personal left: e-mail addresses, the query strings and fragments of URLs,
 * and any value the visitor typed into the page (`typed`, 3+ characters each), then capped.
 */
export function scrub(text: string, typed: readonly string[], limit: number): string {
  let clean = text;
  // Longest first, so a value that contains another is replaced whole.
  for (const value of [...typed].filter((v) => v.length >= 3).sort((a, b) => b.length - a.length)) {
    clean = clean.split(value).join("[field]");
  }
  clean = clean.replace(EMAIL, "[email]").replace(URL_TAIL, "$1");
  return clean.length > limit ? `${clean.slice(0, limit - 1)}…` : clean;
}

/**
 * The stack's frames that are the site's own code, as paths (`/assets/shell-x.js:1:2`): another
 * origin's frames (an extension, an embed) say nothing about our code and may name pages the
 * visitor has open. Chrome writes `    at f (https://…/x.js:1:2)`, Firefox and Safari `f@https://…`.
 */
export function ownFrames(stack: string | undefined, origin: string): string {
  if (!stack) return "";
  return stack
    .split("\n")
    .filter((line) => line.includes(`${origin}/`))
    .slice(0, MAX_FRAMES)
    .map((line) =>
      line
        .trim()
        .split(`${origin}/`)
        .join("/")
        // A dev server's module URLs carry a version query (?v=…, ?t=…).
        .replace(/\?[^:\s)]*(?=:\d)/g, ""),
    )
    .join("\n");
}

/** The browser's name and major version (`Chrome 141`), not its user-agent string. */
export function browserOf(userAgent: string): string {
  for (const [name, pattern] of [
    ["Edge", /Edg(?:e|A|iOS)?\/(\d+)/],
    ["Opera", /OPR\/(\d+)/],
    ["Samsung Internet", /SamsungBrowser\/(\d+)/],
    ["Firefox", /(?:Firefox|FxiOS)\/(\d+)/],
    ["Chrome", /(?:Chrome|CriOS)\/(\d+)/],
    ["Safari", /Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
  ] as const) {
    const major = pattern.exec(userAgent)?.[1];
    if (major) return `${name} ${major}`;
  }
  return "unknown";
}

/** A route as reported: the path only (never the query or hash), no address in it. */
export function routeOf(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || "/";
  return scrub(path.startsWith("/") ? path : `/${path}`, [], LIMITS.route).replace(/@/g, "");
}

/**
 * How a failed content query's message starts: the site's own published query
 * (lib/sanity/published-query.ts) and get-it's network failure, which @sanity/client passes on.
 */
const QUERY_MESSAGES = ["The content API answered", "Request error while attempting to reach"];

/**
 * Whether an error is a content query's: @sanity/client's ClientError and ServerError (classes
 * without a name of their own, so "Error"; they carry the HTTP status and the response body),
 * or one of QUERY_MESSAGES. A network failure of the site's own fetch ("Failed to fetch") cannot
 * be told from any other and stays an `error`.
 */
function isContentQueryError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (typeof Reflect.get(error, "statusCode") === "number" && "responseBody" in error) return true;
  return QUERY_MESSAGES.some((start) => error.message.startsWith(start));
}

/** Which kind of report a queued error makes. */
export function kindOf(source: ErrorSource, error: unknown): ReportKind {
  if (source === "query" || isContentQueryError(error)) return "query";
  return source;
}

/** What a thrown value says: an Error's name and message, anything else as text. */
function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === "string") return error;
  try {
    return String(JSON.stringify(error));
  } catch {
    return Object.prototype.toString.call(error);
  }
}

/** The facts about the page a report reads (the sender passes the real ones). */
export interface PageFacts {
  pathname: string;
  origin: string;
  userAgent: string;
  release: string;
  /** The values of the page's text fields now. */
  typed: readonly string[];
}

/** The report for one queued error. */
export function reportOf(source: ErrorSource, error: unknown, page: PageFacts): ErrorReport {
  const stack = error instanceof Error ? ownFrames(error.stack, page.origin) : "";
  return {
    kind: kindOf(source, error),
    message: scrub(messageOf(error), page.typed, LIMITS.message),
    stack: scrub(stack, page.typed, LIMITS.stack),
    route: routeOf(page.pathname),
    release: page.release.slice(0, LIMITS.release) || "dev",
    browser: browserOf(page.userAgent).slice(0, LIMITS.browser),
  };
}

/** Reports that are one error seen again: same kind, message, first frame and route. */
export function sameErrorKey(report: ErrorReport): string {
  return [report.kind, report.message, report.stack.split("\n")[0] ?? "", report.route].join("\n");
}
