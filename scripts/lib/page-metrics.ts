/**
 * Pure helpers for `npm run bench:pages` (scripts/bench-pages.ts): medians of page
 * loads, CLS from layout-shift entries, which requests are GROQ queries, Markdown
 * tables and the marker-delimited section it writes into docs/benchmarks.md.
 */

/** One page load as measured in the browser; null when the page never produced it. */
export interface PageSample {
  /** first-contentful-paint, ms after navigation start. */
  fcp: number | null;
  /** Last largest-contentful-paint entry, ms after navigation start. */
  lcp: number | null;
  cls: number;
  /** First animation frame in which an h1 with text was visible in the viewport. */
  h1: number | null;
  /** Bytes received for JavaScript responses (encoded, headers included). */
  jsBytes: number;
  /** http(s) requests the page made, cache hits included. */
  requests: number;
  /** Of those, answered from the browser cache. */
  fromCache: number;
  /** GROQ queries to the lake (GET or POST to its query endpoint). */
  groq: number;
  /** CORS preflights (OPTIONS): each one a round trip before the request it clears. */
  preflights: number;
}

export type PageSummary = { [K in keyof PageSample]: number | null };

/** The middle value (mean of the two middle values for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] as number;
  return ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Median of each field over the loads, ignoring loads where a field is missing. */
export function summarise(samples: readonly PageSample[]): PageSummary {
  const of = (key: keyof PageSample) =>
    median(samples.map((sample) => sample[key]).filter((value) => value !== null));
  return {
    fcp: of("fcp"),
    lcp: of("lcp"),
    cls: of("cls"),
    h1: of("h1"),
    jsBytes: of("jsBytes"),
    requests: of("requests"),
    fromCache: of("fromCache"),
    groq: of("groq"),
    preflights: of("preflights"),
  };
}

export interface LayoutShift {
  startTime: number;
  value: number;
  hadRecentInput?: boolean;
}

/**
 * CLS as Chrome defines it: shifts are grouped into session windows (a gap under
 * 1 s between shifts, at most 5 s per window) and the largest window counts.
 * Shifts right after user input are excluded.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let windowValue = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  const counted = shifts
    .filter((shift) => !shift.hadRecentInput)
    .sort((a, b) => a.startTime - b.startTime);
  for (const shift of counted) {
    if (shift.startTime - previous < 1000 && shift.startTime - windowStart < 5000) {
      windowValue += shift.value;
    } else {
      windowValue = shift.value;
      windowStart = shift.startTime;
    }
    previous = shift.startTime;
    largest = Math.max(largest, windowValue);
  }
  return largest;
}

/** True for a GROQ query to the lake: `/v<apiVersion>/data/query/<dataset>` on its origin. */
export function isGroqRequest(url: string, lakeOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.origin === new URL(lakeOrigin).origin &&
    /^\/v[^/]+\/data\/query\/[^/]+$/.test(parsed.pathname)
  );
}

export const formatMs = (value: number | null) => (value === null ? "n/a" : `${Math.round(value)}`);
export const formatCls = (value: number | null) => (value === null ? "n/a" : value.toFixed(3));
export const formatKb = (bytes: number | null) =>
  bytes === null ? "n/a" : `${(bytes / 1024).toFixed(1)}`;
export const formatCount = (value: number | null) =>
  value === null ? "n/a" : Number.isInteger(value) ? `${value}` : value.toFixed(1);

/** A Markdown table with padded columns; `right` lists the right-aligned columns. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  right: readonly number[] = [],
): string {
  const widths = header.map((cell, column) =>
    Math.max(3, cell.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${widths
      .map((width, column) => {
        const cell = cells[column] ?? "";
        return right.includes(column) ? cell.padStart(width) : cell.padEnd(width);
      })
      .join(" | ")} |`;
  const rule = `| ${widths
    .map((width, column) =>
      right.includes(column) ? `${"-".repeat(width - 1)}:` : "-".repeat(width),
    )
    .join(" | ")} |`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}

/**
 * Puts `body` between the `start` and `end` markers, replacing what was there, or
 * appends `heading` and the markers at the end when the file has none yet. Text
 * outside the markers is left exactly as it was.
 */
export function replaceBetweenMarkers(
  text: string,
  markers: { start: string; end: string; heading: string },
  body: string,
): string {
  const block = `${markers.start}\n${body.trim()}\n${markers.end}`;
  const from = text.indexOf(markers.start);
  if (from === -1) return `${text.trimEnd()}\n\n${markers.heading}\n\n${block}\n`;
  const to = text.indexOf(markers.end, from);
  // Never guess where a half-deleted section ends: that could eat other sections.
  if (to === -1) throw new Error(`${markers.start} has no ${markers.end} after it`);
  return text.slice(0, from) + block + text.slice(to + markers.end.length);
}
