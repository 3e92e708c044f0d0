/**
 * Sync tags: which writes can change a query's result. A query answer carries the tags of
 * what it read; the live event stream (`/data/live/events`) sends the tags a write touched;
 * a client refetches only the queries whose tags meet a message's tags.
 *
 * What a query reads is decided from its tree, as the index shortcuts in query.ts see it:
 * `*[_type == "x" && …]` reads the documents of type x, `*[_id in [...]]` those ids, a
 * dereference the id it follows, and any other `*` the whole dataset. A write touches its
 * documents' types (before and after) and published ids, and the whole dataset. The tags
 * are hashed, as Sanity's are opaque (`s1:…`): clients only compare them.
 */
import { createHash } from "node:crypto";
import { isRecord } from "../core/json";
import { publishedIdOf } from "../store/ids";
import type { SanityDocument } from "../store/types";
import type { ExprNode } from "./functions";
import { indexTerms } from "./query";

export type SyncTag = `s1:${string}`;

/** What one query read: document types, document ids, or everything. */
export interface QueryReads {
  types: Set<string>;
  ids: Set<string>;
  everything: boolean;
}

export function emptyReads(): QueryReads {
  return { types: new Set(), ids: new Set(), everything: false };
}

function syncTag(kind: "type" | "id" | "all", value = ""): SyncTag {
  const digest = createHash("sha256").update(`${kind}\u0000${value}`).digest("base64url");
  return `s1:${digest.slice(0, 12)}`;
}

/** Adds what `tree`'s `*` reads to `reads` (dereferences are added while it runs). */
export function collectReads(
  tree: ExprNode,
  params: Record<string, unknown>,
  reads: QueryReads,
): QueryReads {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isRecord(node)) return;
    if (node.type === "Everything") {
      reads.everything = true;
      return;
    }
    if (node.type === "Filter" && isRecord(node.base) && node.base.type === "Everything") {
      const terms = indexTerms(node.expr, params);
      const byId = terms.find((term) => term.attr === "_id");
      const byType = terms.find((term) => term.attr === "_type");
      if (byId) for (const id of byId.values) reads.ids.add(publishedIdOf(id));
      else if (byType) for (const type of byType.values) reads.types.add(type);
      else reads.everything = true;
      visit(node.expr);
      return;
    }
    for (const value of Object.values(node)) if (typeof value === "object") visit(value);
  };
  visit(tree);
  return reads;
}

export function tagsOfReads(reads: QueryReads): SyncTag[] {
  if (reads.everything) return [syncTag("all")];
  return [
    ...[...reads.types].sort().map((type) => syncTag("type", type)),
    ...[...new Set([...reads.ids].map(publishedIdOf))].sort().map((id) => syncTag("id", id)),
  ];
}

/** The tags a changed document touches: its types before and after, its id, everything. */
export function tagsOfChange(
  id: string,
  before: SanityDocument | null,
  after: SanityDocument | null,
): SyncTag[] {
  const tags = new Set<SyncTag>([syncTag("all"), syncTag("id", publishedIdOf(id))]);
  if (before) tags.add(syncTag("type", before._type));
  if (after) tags.add(syncTag("type", after._type));
  return [...tags];
}
