/**
 * Referential integrity as Sanity's hosted API enforces it: a strong reference (`_ref`
 * without `_weak: true`) must point at a document that exists, and a document that others
 * reference strongly cannot be deleted. Both are checked on the state a transaction leaves
 * behind (so creating two documents that reference each other in one transaction works),
 * and fail it with 409 and the hosted API's error types:
 * `documentReferenceDoesNotExistError` and `documentHasExistingReferencesError`.
 *
 * Only references a transaction *adds* are checked for existence: a dataset written before
 * this check existed may hold dangling ones, and editing another field must still work.
 */
import { TransactionError } from "../core/errors";
import { isRecord } from "../core/json";
import type { Staging } from "./staging";
import { strongReferences } from "./strong-references";

/** Throws the hosted API's 409 when the staged transaction would break a strong reference. */
export function checkReferences(staging: Staging): void {
  const deleted = new Map<string, number>();
  for (const { id, doc, index } of staging.changes()) {
    if (!doc) {
      if (staging.original(id)) deleted.set(id, index);
      continue;
    }
    const before = staging.original(id);
    const had = before ? strongReferences(before) : new Set<string>();
    for (const target of strongReferences(doc)) {
      if (had.has(target) || staging.get(target)) continue;
      throw new TransactionError(409, {
        index,
        type: "documentReferenceDoesNotExistError",
        description: `Document "${id}" references non-existent document "${target}"`,
        id,
        referenceID: target,
      });
    }
  }
  if (deleted.size > 0) checkDeletions(staging, deleted);
}

/** A deleted document may not be referenced strongly by any document left behind. */
function checkDeletions(staging: Staging, deleted: Map<string, number>): void {
  const referencing = new Map<string, string[]>();
  const consider = (id: string, targets: Iterable<string>) => {
    for (const target of targets) {
      if (deleted.has(target)) referencing.set(target, [...(referencing.get(target) ?? []), id]);
    }
  };
  const touched = new Set<string>();
  for (const { id, doc } of staging.changes()) {
    touched.add(id);
    if (doc) consider(doc._id, strongReferences(doc));
  }
  // The dataset keeps each document's strong references: no document is read for this.
  for (const id of staging.store.ids()) {
    if (!touched.has(id)) consider(id, staging.store.strongReferencesOf(id));
  }
  for (const [target, index] of deleted) {
    const from = referencing.get(target);
    if (!from) continue;
    throw new TransactionError(409, {
      index,
      type: "documentHasExistingReferencesError",
      description: `Document "${target}" cannot be deleted as there are references to it from "${from[0]}"`,
      id: target,
      referencingIDs: from,
    });
  }
}

/**
 * What publishing does to references Studio made weak only because their target was not
 * published yet (`_strengthenOnPublish`): they become strong (or stay weak when the
 * schema says so, `_strengthenOnPublish.weak`), and the marker goes.
 */
export function strengthenOnPublish<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => strengthenOnPublish(item)) as T;
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) out[key] = strengthenOnPublish(child);
  const marker = out._strengthenOnPublish;
  if (typeof out._ref === "string" && marker !== undefined) {
    delete out._strengthenOnPublish;
    if (isRecord(marker) && marker.weak === true) out._weak = true;
    else delete out._weak;
  }
  return out as T;
}
