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

/**
 * An id with a path (`secrets.x`, `_.releases.x`, and drafts and versions, which
 * are paths too) is private, as on Sanity's hosted API: only a request with a
 * token sees it. Published content lives at ids without a period.
 */
export const isPathId = (id: string) => id.includes(".");
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
 * 128 characters, no empty path segment. The reserved prefixes name one document each:
 * `drafts.<id>` and `versions.<release>.<id>`, where `<id>` is itself neither a draft
 * nor a version (`drafts.drafts.x` or a bare `versions.x` would be documents no tool
 * could ever address as a draft or a version).
 */
export function isValidId(id: unknown): id is string {
  if (
    typeof id !== "string" ||
    id.length === 0 ||
    id.length > 128 ||
    !/^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(id) ||
    id.includes("..") ||
    id.endsWith(".")
  ) {
    return false;
  }
  const base = publishedIdOf(id);
  if (base === id) return true;
  if (isVersionId(id) && id.split(".").length < 3) return false;
  return !isDraftId(base) && !isVersionId(base) && base.length > 0;
}

/** An ISO 8601 date-time as Sanity stores system dates (`2025-01-01T00:00:00Z`, fraction allowed). */
export function isDateTime(value: unknown): value is string {
  return (
    typeof value === "string" &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}

export const DATASET_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;
