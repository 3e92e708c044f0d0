/**
 * How deeply a JSON text nests, found without parsing it: JSON.parse and every
 * recursive walk after it (mutations, patches, GROQ) would overflow the stack on
 * a few thousand levels, so a body is measured first and refused at the door.
 */

/** Deepest nesting any real document needs is far below this (Portable Text: ~10). */
export const MAX_JSON_DEPTH = 100;

/** The nesting depth of `text` (objects and arrays), counting only outside strings. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92 /* \\ */) index++;
      else if (char === 34 /* " */) inString = false;
      continue;
    }
    if (char === 34) inString = true;
    else if (char === 123 /* { */ || char === 91 /* [ */) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (char === 125 /* } */ || char === 93 /* ] */) depth--;
  }
  return deepest;
}

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * What JSON.stringify writes for `value` under `key`: the result of its `toJSON(key)` when it
 * has one (a Date, a GROQ datetime), else the value itself. Both of the lake's streaming
 * writers (groq/result-writer.ts, http/json-slices.ts) start each value with it, so they
 * write what JSON.stringify would.
 */
export function toJsonValue(value: unknown, key: string): unknown {
  if (
    value !== null &&
    typeof value === "object" &&
    typeof (value as { toJSON?: unknown }).toJSON === "function"
  ) {
    return (value as { toJSON: (key: string) => unknown }).toJSON(key);
  }
  return value;
}
