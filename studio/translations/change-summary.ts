/**
 * What changed in the English document between the revision a translation follows and
 * now (decision 0055), as staff read it: which field, the text before and after. Keyed
 * arrays (a page's sections, a section's buttons) are compared item by item, so a changed
 * heading names its section rather than printing the whole list; Portable Text is
 * compared as plain text.
 */
import { isPortableText, readableText } from "@tastemap/schemas/readable-text";

export interface Change {
  /** The field's steps: a field name, then an item's label, then its field, and so on. */
  path: string[];
  before: string;
  after: string;
}

/** Bookkeeping and the language: never a change to translate. */
const IGNORED = new Set(["language"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isKeyedArray(value: unknown): value is Record<string, unknown>[] {
  return (
    Array.isArray(value) &&
    !isPortableText(value) &&
    value.every((item) => isRecord(item) && typeof item._key === "string")
  );
}

/** An item's label: its type and position (`hero 1`), what staff see in the array's list. */
function itemLabel(item: Record<string, unknown>, index: number): string {
  const type = typeof item._type === "string" ? item._type : "item";
  return `${type} ${index + 1}`;
}

/** Values compared as text: leaves, Portable Text, slugs, references, images. */
function isLeaf(value: unknown): boolean {
  if (!isRecord(value)) return !isKeyedArray(value);
  return value._type === "slug" || typeof value._ref === "string" || isRecord(value.asset);
}

function walk(before: unknown, after: unknown, path: string[], changes: Change[]): void {
  if (isKeyedArray(before) && isKeyedArray(after)) {
    const old = new Map(before.map((item) => [item._key as string, item]));
    const seen = new Set<string>();
    after.forEach((item, index) => {
      const key = item._key as string;
      seen.add(key);
      walk(old.get(key), item, [...path, itemLabel(item, index)], changes);
    });
    before.forEach((item, index) => {
      if (!seen.has(item._key as string)) {
        walk(item, undefined, [...path, itemLabel(item, index)], changes);
      }
    });
    return;
  }
  if (isRecord(before) && isRecord(after) && !isLeaf(before) && !isLeaf(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const key of keys) {
      if (key.startsWith("_")) continue;
      walk(before[key], after[key], [...path, key], changes);
    }
    return;
  }
  const was = readableText(before);
  const is = readableText(after);
  if (was !== is) changes.push({ path, before: was, after: is });
}

/** The changes from `before` to `after`, top-level fields in the document's order. */
export function summarizeChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Change[] {
  const changes: Change[] = [];
  const keys = new Set([...Object.keys(after), ...Object.keys(before ?? {})]);
  for (const key of keys) {
    if (key.startsWith("_") || IGNORED.has(key)) continue;
    walk(before?.[key], after[key], [key], changes);
  }
  return changes;
}
