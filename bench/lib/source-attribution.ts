/**
 * Which source module each byte of a built chunk came from, read from the chunk's
 * source map: what rollup's visualizer shows, as data for a table in the
 * terminal (`npm run bench:chunks`) and for the hydration profile
 * (`npm run bench:hydration`), which maps a sampled position back to its module.
 *
 * Source maps encode positions as Base64 VLQ segments (the source map v3
 * spec): per generated line, segments of [column, source, line, column(, name)],
 * each field relative to the previous segment's.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export interface SourceMap {
  sources: string[];
  mappings: string;
}

/** One mapped run of a generated line: from `column` to the next segment. */
interface Segment {
  line: number;
  column: number;
  source: number;
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

function decodeVlq(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`source map: bad VLQ character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** Every segment that names a source, in generated order (lines and columns 0-based). */
function segments(map: SourceMap): Segment[] {
  const found: Segment[] = [];
  let source = 0;
  map.mappings.split(";").forEach((line, lineIndex) => {
    let column = 0;
    for (const field of line.split(",")) {
      if (field === "") continue;
      const [columnDelta = 0, sourceDelta] = decodeVlq(field);
      column += columnDelta;
      if (sourceDelta === undefined) continue;
      source += sourceDelta;
      found.push({ line: lineIndex, column, source });
    }
  });
  return found;
}

/** `…/node_modules/@chakra-ui/react/dist/…` → `@chakra-ui/react`; the site's own files stay paths. */
export function packageOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (match?.[1]) return match[1];
  return source.replace(/^(\.\.\/)+/, "");
}

export function readSourceMap(distDir: string, file: string): SourceMap | undefined {
  for (const candidate of [
    path.join(distDir, `${file}.map`),
    `${distDir}-sourcemaps/${file}.map`,
  ]) {
    try {
      return JSON.parse(readFileSync(candidate, "utf8")) as SourceMap;
    } catch {
      // Try the next place.
    }
  }
  return undefined;
}

/** The chunk's text by source module (packages grouped), e.g. to gzip each share. */
export function textBySource(
  code: string,
  map: SourceMap,
  group: (source: string) => string = packageOf,
): Map<string, string> {
  const lines = code.split("\n");
  const all = segments(map);
  const parts = new Map<string, string[]>();
  all.forEach((segment, index) => {
    const next = all[index + 1];
    const text = lines[segment.line] ?? "";
    const end = next && next.line === segment.line ? next.column : text.length;
    const key = group(map.sources[segment.source] ?? "?");
    const list = parts.get(key) ?? [];
    list.push(text.slice(segment.column, end));
    parts.set(key, list);
  });
  return new Map([...parts].map(([key, list]) => [key, list.join("")]));
}

/**
 * Finds the source of a generated position (0-based line and column): the last
 * segment at or before it on its line. For many look-ups in one chunk: the
 * segments are indexed by line once.
 */
export function sourceLocator(
  map: SourceMap,
): (line: number, column: number) => string | undefined {
  const byLine = new Map<number, Segment[]>();
  for (const segment of segments(map)) {
    const list = byLine.get(segment.line) ?? [];
    list.push(segment);
    byLine.set(segment.line, list);
  }
  return (line, column) => {
    const list = byLine.get(line);
    if (!list) return undefined;
    let low = 0;
    let high = list.length - 1;
    let found: Segment | undefined;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const segment = list[middle] as Segment;
      if (segment.column <= column) {
        found = segment;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found ? map.sources[found.source] : undefined;
  };
}
