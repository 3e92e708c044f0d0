/** Shapes shared by the lake's modules. */

/** The one local user: the author of every write made with the lake's token. */
export const LOCAL_USER_ID = "local-admin";

/** A stored document: the system fields are always set by the lake. */
export interface SanityDocument {
  _id: string;
  _type: string;
  _rev: string;
  _createdAt: string;
  _updatedAt: string;
  [key: string]: unknown;
}

/** A mutation as sent to `/data/mutate` (kept loose: the engine validates it). */
export type MutationInput = Record<string, unknown>;

/** How one document changed inside one transaction, as written to the log. */
export interface DocRecord {
  id: string;
  /** `_rev` before the transaction; absent when the document did not exist. */
  prev?: string;
  /** The document after the transaction (`_rev` = transaction id), or null if deleted. */
  doc: SanityDocument | null;
  /**
   * Mutations that produced this change, as a listener replays them (`@sanity/mutator`).
   * Left out when they are exactly `[{createOrReplace: doc}]` / `[{delete: {id}}]`, which is
   * what `mutationsOf` reconstructs, so a bulk import does not store every document twice.
   */
  muts?: MutationInput[];
  /** Which create mutation made it, when `muts` is left out and it was not createOrReplace. */
  op?: "create" | "createIfNotExists";
}

/** One line of `<dataset>.log.ndjson`: a committed transaction. */
export interface TxEntry {
  v: 1;
  id: string;
  /** ISO timestamp; also every touched document's `_updatedAt`. */
  ts: string;
  author: string;
  docs: DocRecord[];
  /** The Actions-API request that produced it, kept for history/debugging. */
  actions?: unknown[];
}

/** A committed change handed to listeners. */
export interface DocChange {
  id: string;
  before: SanityDocument | null;
  after: SanityDocument | null;
  mutations: MutationInput[];
}

export interface Commit {
  entry: TxEntry;
  changes: DocChange[];
  /** The documents after the commit as written to the log, `[doc|null,...]` in `entry.docs` order. */
  documentsJson: () => string;
}

export function mutationsOf(record: DocRecord): MutationInput[] {
  if (record.muts) return record.muts;
  return record.doc
    ? [{ [record.op ?? "createOrReplace"]: record.doc }]
    : [{ delete: { id: record.id } }];
}

export type Logger = (line: string) => void;
