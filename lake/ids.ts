/** Id helpers: Sanity's draft/version naming and random ids. */
import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Base62 random id, the same look as Sanity's transaction ids and `_rev`s. */
export function randomId(length = 22): string {
  const bytes = randomBytes(length * 2);
  let out = "";
  for (let i = 0; out.length < length && i < bytes.length; i++) {
    // Reject bytes >= 248 so every character is equally likely.
    const byte = bytes[i] as number;
    if (byte < 248) out += ALPHABET[byte % 62];
  }
  return out.length === length ? out : out + randomId(length - out.length);
}

/** Random `_key` for array items (12 hex-ish chars like the Studio's). */
export function randomKey(): string {
  return randomBytes(6).toString("hex");
}

export const isDraftId = (id: string) => id.startsWith("drafts.");
export const isVersionId = (id: string) => id.startsWith("versions.");

/** `drafts.x` → `x`, `versions.r.x` → `x`, `x` → `x`. */
export function publishedIdOf(id: string): string {
  if (isDraftId(id)) return id.slice("drafts.".length);
  if (isVersionId(id)) {
    const rest = id.slice("versions.".length);
    const dot = rest.indexOf(".");
    return dot === -1 ? rest : rest.slice(dot + 1);
  }
  return id;
}

/**
 * Document ids Sanity accepts: letters, digits, `_`, `-`, `.` (path separators), at most
 * 128 characters, no empty path segment.
 */
export function isValidId(id: unknown): id is string {
  return (
    typeof id === "string" &&
    id.length > 0 &&
    id.length <= 128 &&
    /^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(id) &&
    !id.includes("..") &&
    !id.endsWith(".")
  );
}

export const DATASET_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;
