/**
 * One place that turns "build changes on a staging copy" into a committed transaction:
 * serialised per dataset, all-or-nothing, durable before it resolves. The mutate and
 * actions endpoints, asset uploads and the importer all go through here.
 */
import { TransactionError } from "../core/errors";
import { randomId } from "./ids";
import type { DatasetStore } from "./log";
import { checkReferences } from "./references";
import { Staging } from "./staging";
import type { TxEntry } from "./types";

export interface TransactionOptions {
  transactionId?: unknown;
  author: string;
  dryRun?: boolean;
  extra?: Partial<TxEntry>;
  kind?: "mutationError" | "actionError";
}

export interface TransactionOutcome<R> {
  transactionId: string;
  result: R;
  staging: Staging;
  /** Null when nothing changed (or dry run). */
  entry: TxEntry | null;
}

export function runTransaction<R>(
  store: DatasetStore,
  options: TransactionOptions,
  build: (staging: Staging) => Promise<R> | R,
): Promise<TransactionOutcome<R>> {
  return store.exclusive(async () => {
    const kind = options.kind ?? "mutationError";
    let transactionId: string;
    if (
      options.transactionId === undefined ||
      options.transactionId === null ||
      options.transactionId === ""
    ) {
      transactionId = randomId();
    } else if (
      typeof options.transactionId !== "string" ||
      !/^[A-Za-z0-9._-]{1,128}$/.test(options.transactionId)
    ) {
      throw new TransactionError(
        400,
        {
          index: 0,
          type: "invalidTransactionIdError",
          description: "transactionId must be 1-128 characters of [A-Za-z0-9._-]",
        },
        kind,
      );
    } else {
      transactionId = options.transactionId;
    }
    if (store.hasTransaction(transactionId)) {
      throw new TransactionError(
        409,
        {
          index: 0,
          type: "transactionIdConflictError",
          description: `Transaction ID "${transactionId}" has already been used`,
        },
        kind,
      );
    }
    const staging = new Staging(store, transactionId, new Date().toISOString());
    const result = await build(staging);
    try {
      checkReferences(staging);
    } catch (error) {
      throw error instanceof TransactionError ? error.as(kind) : error;
    }
    const entry = options.dryRun ? null : staging.toEntry(options.author, options.extra);
    if (entry) store.commit(entry);
    return { transactionId, result, staging, entry };
  });
}
