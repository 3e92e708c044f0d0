/**
 * Where each document lies in one line of a transaction log: the byte range of every
 * `docs[i].doc` of the line's JSON. The dataset keeps these ranges instead of the parsed
 * documents and reads a document back from the log when it is asked for, so the lake's
 * main thread does not hold a second copy of what the query workers hold (ADR 0052).
 *
 * It only walks the JSON's structure: strings are skipped with `indexOf`, so a line costs
 * a fraction of a `JSON.parse` of it. The line must be valid JSON (it was parsed, or
 * written by `JSON.stringify`).
 */

/** A byte range `[start, end)`. */
export interface ByteRange {
  start: number;
  end: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;

class MalformedLine extends Error {}

function isSpace(byte: number | undefined): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

function skipSpace(bytes: Uint8Array, at: number): number {
  let i = at;
  while (isSpace(bytes[i])) i++;
  return i;
}

/** Past the closing quote of the string that opens at `at`. */
function stringEnd(bytes: Uint8Array, at: number): number {
  // Most strings are short (keys, ids): a loop beats a call to indexOf for them.
  const near = Math.min(at + 24, bytes.length);
  for (let i = at + 1; i < near; i++) {
    const byte = bytes[i];
    if (byte === QUOTE) return i + 1;
    if (byte === BACKSLASH) break;
  }
  let from = at + 1;
  for (;;) {
    const quote = bytes.indexOf(QUOTE, from);
    if (quote === -1) throw new MalformedLine("unterminated string");
    let slashes = 0;
    while (bytes[quote - 1 - slashes] === BACKSLASH) slashes++;
    // An even run of backslashes escapes itself, not the quote.
    if (slashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** Past the end of the JSON value that starts at `at`. */
function valueEnd(bytes: Uint8Array, at: number): number {
  const first = bytes[at];
  if (first === QUOTE) return stringEnd(bytes, at);
  if (first === OPEN_OBJECT || first === OPEN_ARRAY) {
    let depth = 0;
    let i = at;
    while (i < bytes.length) {
      const byte = bytes[i];
      if (byte === QUOTE) {
        i = stringEnd(bytes, i);
        continue;
      }
      if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) depth++;
      else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
        depth--;
        if (depth === 0) return i + 1;
      }
      i++;
    }
    throw new MalformedLine("unterminated object or array");
  }
  let i = at;
  while (i < bytes.length) {
    const byte = bytes[i];
    if (byte === COMMA || byte === CLOSE_OBJECT || byte === CLOSE_ARRAY || isSpace(byte)) break;
    i++;
  }
  return i;
}

/**
 * Calls `each(key, valueStart)` for every member of the object at `at` (`each` may return
 * where the value ends, when it found out); returns where the object ends.
 */
function members(
  bytes: Uint8Array,
  at: number,
  each: (key: string, valueStart: number) => number | undefined,
): number {
  if (bytes[at] !== OPEN_OBJECT) throw new MalformedLine("expected an object");
  let i = skipSpace(bytes, at + 1);
  if (bytes[i] === CLOSE_OBJECT) return i + 1;
  for (;;) {
    const keyEnd = stringEnd(bytes, i);
    const key = Buffer.from(bytes.buffer, bytes.byteOffset + i + 1, keyEnd - i - 2).toString();
    i = skipSpace(bytes, skipSpace(bytes, keyEnd) + 1); // past the colon
    i = skipSpace(bytes, each(key, i) ?? valueEnd(bytes, i));
    if (bytes[i] === CLOSE_OBJECT) return i + 1;
    if (bytes[i] !== COMMA) throw new MalformedLine("expected , or }");
    i = skipSpace(bytes, i + 1);
  }
}

/** Calls `each(elementStart)` for every element of the array at `at` (each returns where it ends). */
function elements(bytes: Uint8Array, at: number, each: (start: number) => number): number {
  if (bytes[at] !== OPEN_ARRAY) throw new MalformedLine("expected an array");
  let i = skipSpace(bytes, at + 1);
  if (bytes[i] === CLOSE_ARRAY) return i + 1;
  for (;;) {
    i = skipSpace(bytes, each(i));
    if (bytes[i] === CLOSE_ARRAY) return i + 1;
    if (bytes[i] !== COMMA) throw new MalformedLine("expected , or ]");
    i = skipSpace(bytes, i + 1);
  }
}

/**
 * The range of each record's document in `line` (a transaction's JSON), in the order of
 * its `docs`; null for a record without one (a deletion).
 */
export function documentRanges(line: Uint8Array): (ByteRange | null)[] {
  const ranges: (ByteRange | null)[] = [];
  members(line, skipSpace(line, 0), (key, start) => {
    if (key !== "docs") return undefined;
    return elements(line, start, (record) => {
      let range: ByteRange | null = null;
      const end = members(line, record, (field, value) => {
        if (field !== "doc" || line[value] !== OPEN_OBJECT) return undefined;
        range = { start: value, end: valueEnd(line, value) };
        return range.end;
      });
      ranges.push(range);
      return end;
    });
  });
  return ranges;
}
