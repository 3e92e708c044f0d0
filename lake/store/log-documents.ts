/**
 * A dataset's current documents read straight from its transaction log, as far as a given
 * byte: what a query worker loads its replica from (query-pool.ts), so the lake's main thread
 * neither reads the documents for it nor serializes them into a message (ADR 0052).
 */
import fs from "node:fs";
import { logLines } from "./log-lines";
import type { SanityDocument, TxEntry } from "./types";

/** A prefix of a dataset's log: every transaction up to a generation, and which file holds it. */
export interface LogExtent {
  file: string;
  /** The file's inode: a log moved away (a deleted dataset) and replaced is not read. */
  ino: number;
  /** Bytes from the start that hold the transactions (DatasetStore's replay cut any torn tail). */
  bytes: number;
}

/**
 * The documents as they are after the last transaction in `extent`, applied as DatasetStore's
 * replay applies them. Throws if the file is not the one named (moved or replaced), is
 * shorter, or holds a line that is not a transaction.
 */
export function documentsInLog(extent: LogExtent): Map<string, SanityDocument> {
  const docs = new Map<string, SanityDocument>();
  const fd = fs.openSync(extent.file, "r");
  try {
    if (fs.fstatSync(fd).ino !== extent.ino) {
      throw new Error(`${extent.file} is no longer the dataset's log`);
    }
    for (const { bytes } of logLines(fd, extent.bytes)) {
      const line = bytes.toString("utf8");
      if (line.trim() === "") continue;
      const entry = JSON.parse(line) as TxEntry;
      if (!Array.isArray(entry.docs)) throw new Error("a line of the log is not a transaction");
      for (const record of entry.docs) {
        if (record.doc) docs.set(record.id, record.doc);
        else docs.delete(record.id);
      }
    }
  } finally {
    fs.closeSync(fd);
  }
  return docs;
}
