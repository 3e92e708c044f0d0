/**
 * The working copy of one transaction: changes are collected here and only reach the
 * dataset through `DatasetStore.commit` once every mutation/action has succeeded, which is
 * what makes a transaction all-or-nothing.
 */
import { isDeepStrictEqual } from "node:util";
import type { DatasetStore } from "./log";
import type { DocRecord, MutationInput, SanityDocument, TxEntry } from "./types";

interface Staged {
  doc: SanityDocument | null;
  muts: MutationInput[];
  /** The mutation/action that last changed it (errors found at commit time name it). */
  index: number;
}

export class Staging {
  private readonly staged = new Map<string, Staged>();
  /** Index of the mutation or action being applied (set by the caller's loop). */
  index = 0;

  constructor(
    readonly store: DatasetStore,
    readonly transactionId: string,
    readonly timestamp: string,
  ) {}

  /** The document as this transaction currently sees it. */
  get(id: string): SanityDocument | null {
    const staged = this.staged.get(id);
    if (staged) return staged.doc;
    return this.store.get(id) ?? null;
  }

  /** The document as it was before the transaction started. */
  original(id: string): SanityDocument | null {
    return this.store.get(id) ?? null;
  }

  /**
   * Stores a new version of `id`. System fields are the lake's: `_rev` is the transaction
   * id (Studio matches its own edits by it), `_updatedAt` the transaction time.
   */
  put(
    id: string,
    body: Record<string, unknown>,
    mutation: (doc: SanityDocument) => MutationInput,
  ): SanityDocument {
    const previous = this.get(id);
    const createdAt =
      typeof body._createdAt === "string" && body._createdAt
        ? body._createdAt
        : (previous?._createdAt ?? this.timestamp);
    const doc = {
      ...body,
      _id: id,
      _rev: this.transactionId,
      _createdAt: createdAt,
      _updatedAt: this.timestamp,
    } as SanityDocument;
    this.record(id, doc, mutation(doc));
    return doc;
  }

  remove(id: string): void {
    this.record(id, null, { delete: { id } });
  }

  private record(id: string, doc: SanityDocument | null, mutation: MutationInput): void {
    const staged = this.staged.get(id);
    if (staged) {
      staged.doc = doc;
      staged.muts.push(mutation);
      staged.index = this.index;
    } else {
      this.staged.set(id, { doc, muts: [mutation], index: this.index });
    }
  }

  /** Every document this transaction touched: its state after the transaction, and who did it. */
  *changes(): Generator<{ id: string; doc: SanityDocument | null; index: number }> {
    for (const [id, staged] of this.staged) yield { id, doc: staged.doc, index: staged.index };
  }

  /** The log entry for this transaction, or null when nothing actually changed. */
  toEntry(author: string, extra: Partial<TxEntry> = {}): TxEntry | null {
    const docs: DocRecord[] = [];
    for (const [id, staged] of this.staged) {
      const before = this.original(id);
      if (!before && !staged.doc) continue; // deleted something that never existed
      const record: DocRecord = { id, doc: staged.doc };
      if (before) record.prev = before._rev;
      const op = reconstructibleAs(staged);
      if (op === undefined) record.muts = staged.muts;
      else if (op !== "createOrReplace" && op !== "delete") record.op = op;
      docs.push(record);
    }
    if (docs.length === 0) return null;
    return { v: 1, id: this.transactionId, ts: this.timestamp, author, docs, ...extra };
  }
}

/**
 * The single mutation `mutationsOf` can rebuild from the final document (so the log does
 * not store the document twice), or undefined when the mutations must be kept.
 */
function reconstructibleAs(
  staged: Staged,
): "create" | "createOrReplace" | "createIfNotExists" | "delete" | undefined {
  if (staged.muts.length !== 1) return undefined;
  const only = staged.muts[0] as MutationInput;
  if (!staged.doc) return "delete" in only ? "delete" : undefined;
  for (const op of ["create", "createOrReplace", "createIfNotExists"] as const) {
    if (only[op] !== undefined) return isDeepStrictEqual(only[op], staged.doc) ? op : undefined;
  }
  return undefined;
}
