/**
 * Mendoza effects (`{apply, revert}`) for listener events and history. The mendoza npm
 * package only ships the patcher, so this is a small differ of our own: documents are
 * diffed field by field at the top level (unchanged fields are left alone, so Studio's
 * history keeps attributing them to the transaction that last changed them); anything
 * else is a literal replacement (opcode 0). `[0, null]` means "does not exist".
 * Studio strips `_rev` before applying effects, so the values here have no `_rev` either.
 */
import { isDeepStrictEqual } from "node:util";
import { isRecord } from "../core/json";
import type { SanityDocument } from "./types";

export interface Effects {
  apply: unknown[];
  revert: unknown[];
}

/** Opcodes from mendoza-js src/internal-patcher.ts (index in its OPS table). */
const VALUE = 0;
const OBJECT_SET_FIELD_VALUE = 17;
const OBJECT_DELETE_FIELD = 19;

function withoutRev(doc: SanityDocument | null): Record<string, unknown> | null {
  if (!doc) return null;
  const { _rev: _omitted, ...rest } = doc;
  return rest;
}

/** A patch that turns `left` into `right`. */
function diff(left: unknown, right: unknown): unknown[] {
  if (!isRecord(left) || !isRecord(right)) return [VALUE, right ?? null];
  const patch: unknown[] = [];
  // ObjectDeleteField addresses the *input* object's keys by index in sorted order.
  const inputKeys = Object.keys(left).sort();
  inputKeys.forEach((key, index) => {
    if (!(key in right)) patch.push(OBJECT_DELETE_FIELD, index);
  });
  for (const key of Object.keys(right).sort()) {
    if (!(key in left) || !isDeepStrictEqual(left[key], right[key])) {
      // ObjectSetFieldValue reads the value first, then the key.
      patch.push(OBJECT_SET_FIELD_VALUE, right[key], key);
    }
  }
  return patch;
}

export function effectsOf(before: SanityDocument | null, after: SanityDocument | null): Effects {
  const a = withoutRev(before);
  const b = withoutRev(after);
  return { apply: diff(a, b), revert: diff(b, a) };
}
