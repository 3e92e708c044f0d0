/**
 * What one query may cost the lake, and the errors that say which limit stopped it. A query
 * runs on a worker thread (query-pool.ts) with three bounds: its time, the memory of the
 * worker's JavaScript heap (the dataset replica included), and the size of its JSON result,
 * counted while the worker writes it. Each error names its limit and what to change.
 */
import { boom, HttpError } from "../core/errors";

/** Longest a query may run (LakeOptions.queryTimeoutMs). */
export const DEFAULT_QUERY_TIMEOUT_MS = 10_000;

/** Largest JSON result a query may answer (LakeOptions.queryResultLimitBytes): 64 MiB. */
export const DEFAULT_QUERY_RESULT_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * Old-generation heap of one query worker (LakeOptions.queryMemoryMb), replicas included: a
 * replica of 50,000 documents takes about a quarter of it (docs/benchmarks.md).
 */
export const DEFAULT_QUERY_MEMORY_MB = 1024;

export function queryTimeoutError(ms: number): HttpError {
  const description = `Query took longer than ${ms / 1000} s and was stopped. Narrow it down: filter by _type or _id first, and avoid nested *[...] inside a filter.`;
  return new HttpError(
    408,
    { error: { description, type: "queryTimeoutError" }, statusCode: 408 },
    description,
  );
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

export function resultTooLargeError(limitBytes: number): HttpError {
  const description = `Query result is larger than the lake's result-size limit of ${megabytes(limitBytes)} and was stopped. Project fewer fields, or page with a slice ([0...100]).`;
  return new HttpError(
    422,
    {
      error: { description, type: "queryResultTooLargeError", limitBytes },
      statusCode: 422,
    },
    description,
  );
}

export function queryMemoryError(limitMb: number): HttpError {
  const description = `Query needed more memory than the lake's query memory limit of ${limitMb} MB and was stopped. Project fewer fields, page with a slice ([0...100]), or avoid a *[...] inside a projection.`;
  return new HttpError(
    422,
    { error: { description, type: "queryMemoryLimitError", limitMb }, statusCode: 422 },
    description,
  );
}

export function queryAbandonedError(): HttpError {
  return boom(499, "Client Closed Request", "The client went away before the query finished");
}
