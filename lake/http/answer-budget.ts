/**
 * One budget for every answer (issue 38): each request may send at most so many bytes and
 * spend at most so much of the lake's main thread building what it sends, whichever handler
 * answers it. Handlers that return documents or bytes (query, doc, export, history, listen
 * and live payloads) count against the request's budget through `budgetOf`, and a request
 * over it is answered with a 4xx naming the limit instead of taking the lake down with it.
 *
 * A stream (an export's NDJSON, a listener's events) is held by backpressure and by the
 * listener caps, not by its total: each of its messages is an answer of its own and gets a
 * fresh budget (`AnswerBudget.fresh`).
 *
 * The limits are the query limits (query-limits.ts): the same result size (64 MiB) and time
 * (10 s) as a query on a worker, so an answer built on the main thread is never allowed more
 * than one built off it.
 */
import { HttpError } from "../core/errors";
import { DEFAULT_QUERY_RESULT_LIMIT_BYTES, DEFAULT_QUERY_TIMEOUT_MS } from "../groq/query-limits";
import type { AnswerLimits } from "../services";
import type { LakeRequest } from "./router";

export const DEFAULT_ANSWER_LIMITS: AnswerLimits = {
  bytes: DEFAULT_QUERY_RESULT_LIMIT_BYTES,
  ms: DEFAULT_QUERY_TIMEOUT_MS,
};

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

function answerTooLargeError(limitBytes: number): HttpError {
  const description = `The answer is larger than the lake's answer-size limit of ${megabytes(limitBytes)} (${limitBytes} bytes) and was not sent. Ask for fewer documents at a time.`;
  return new HttpError(
    422,
    { error: { description, type: "answerTooLargeError", limitBytes }, statusCode: 422 },
    description,
  );
}

function answerTimeoutError(limitMs: number): HttpError {
  const description = `Building the answer took longer than the lake's answer time limit of ${limitMs / 1000} s and was stopped. Ask for fewer or smaller documents at a time.`;
  return new HttpError(
    408,
    { error: { description, type: "answerTimeoutError", limitMs }, statusCode: 408 },
    description,
  );
}

export class AnswerBudget {
  /** Bytes counted so far. */
  bytes = 0;
  /** Main-thread milliseconds spent building so far. */
  workMs = 0;

  constructor(
    readonly limits: AnswerLimits,
    /** The error past the byte limit (a query answers its own `queryResultTooLargeError`). */
    private readonly tooLarge: () => HttpError = () => answerTooLargeError(limits.bytes),
  ) {}

  /** Bytes the answer may still grow by. */
  get bytesLeft(): number {
    return this.limits.bytes - this.bytes;
  }

  /** Counts `bytes` more of the answer; throws the 4xx naming the limit past it. */
  spend(bytes: number): void {
    this.bytes += bytes;
    if (this.bytes > this.limits.bytes) throw this.tooLarge();
  }

  /** Counts `ms` more main-thread work; throws the 408 naming the limit past it. */
  work(ms: number): void {
    this.workMs += ms;
    if (this.workMs > this.limits.ms) throw answerTimeoutError(this.limits.ms);
  }

  /** Whether a message of `bytes` fits a fresh budget of these limits. */
  fits(bytes: number): boolean {
    return bytes <= this.limits.bytes;
  }

  /** The same limits counted afresh: the next message of a stream. */
  fresh(): AnswerBudget {
    return new AnswerBudget(this.limits, this.tooLarge);
  }
}

const budgets = new WeakMap<object, AnswerBudget>();

/**
 * The request's budget, one per request, made on first use (with `tooLarge` as its error
 * past the byte limit, when given).
 */
export function budgetOf(request: LakeRequest, tooLarge?: () => HttpError): AnswerBudget {
  let budget = budgets.get(request.res);
  if (!budget) {
    budget = new AnswerBudget(request.lake.answerLimits, tooLarge);
    budgets.set(request.res, budget);
  }
  return budget;
}
