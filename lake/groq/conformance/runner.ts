/**
 * Runs the GROQ conformance suite (suite.ts) against an evaluator, in-process and offline.
 * A test passes when a valid query's result equals the expected one (after the suite's
 * score-to-position rewrite), or when an invalid query is rejected.
 */
import { isDeepStrictEqual } from "node:util";
import { evaluate as groqJsEvaluate, parse as groqJsParse } from "groq-js";
import { View } from "../../store/perspective";
import type { SanityDocument } from "../../store/types";
import { budget } from "../../vendor/groq-js/src/evaluator/evaluate";
import { parseQuery, runQuery } from "../query";
import type { ConformanceTest } from "./suite";

/** Evaluates one test's query; throws when the query is rejected. */
export type Evaluator = (test: ConformanceTest) => Promise<unknown>;

/**
 * Who the caller is, for `identity()`: the suite's reference harness calls as "someuser"
 * (its one test of the value expects it); every other identity test only asks that it is
 * defined. The harness's input, like `params`, not an answer.
 */
const IDENTITY = "someuser";

export const groqJs: Evaluator = async (test) => {
  const tree = groqJsParse(test.query, { params: test.params });
  const value = await groqJsEvaluate(tree, {
    dataset: sortedById(test.documents ?? []),
    params: test.params,
    identity: IDENTITY,
  });
  return value.get();
};

const views = new WeakMap<unknown[], View>();

/** The lake's own path: parseQuery + runQuery (index shortcuts included) over a view. */
export const lake: Evaluator = async (test) => {
  const docs = test.documents ?? [];
  let view = views.get(docs);
  if (!view) {
    view = new View(sortedById(docs) as SanityDocument[]);
    views.set(docs, view);
  }
  const tree = parseQuery(test.query, test.params);
  return runQuery(tree, view, {
    params: test.params,
    identity: IDENTITY,
    projectId: "conformance",
    dataset: "test",
  });
};

/** The suite's reference runner orders `*` by `_id`. */
function sortedById(docs: unknown[]): unknown[] {
  const id = (d: unknown) => String((d as { _id?: unknown })?._id ?? "");
  return [...docs].sort((a, b) => (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0));
}

/** The suite's rule for `score()`: each `_score` becomes `_pos`, its rank among all scores. */
function scoresToPositions(value: unknown): unknown {
  const scored: Record<string, unknown>[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === "object") {
      const record = v as Record<string, unknown>;
      if (typeof record._score === "number") scored.push(record);
      Object.values(record).forEach(visit);
    }
  };
  visit(value);
  const ranks = [...new Set(scored.map((r) => r._score as number))].sort((a, b) => b - a);
  for (const record of scored) {
    record._pos = ranks.indexOf(record._score as number) + 1;
    delete record._score;
  }
  return value;
}

type Outcome = "pass" | "fail" | "error" | "timeout";

interface TestResult {
  test: ConformanceTest;
  outcome: Outcome;
  detail?: string;
}

const TIMEOUT = Symbol("timeout");
const RETRY_TIME_FACTOR = 10;

/**
 * Runs one test with a time guard. The guard lets the event loop run (the evaluators are
 * async), so a runaway query is abandoned rather than awaited forever.
 */
async function runTest(
  evaluator: Evaluator,
  test: ConformanceTest,
  timeoutMs: number,
): Promise<TestResult> {
  let timer: NodeJS.Timeout | undefined;
  const guard = new Promise<typeof TIMEOUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMEOUT), timeoutMs);
  });
  budget.deadline = Date.now() + timeoutMs;
  try {
    const answer = await Promise.race([evaluator(test), guard]);
    if (answer === TIMEOUT) return { test, outcome: "timeout" };
    if (!test.valid) return { test, outcome: "fail", detail: "accepted an invalid query" };
    const actual = scoresToPositions(JSON.parse(JSON.stringify(answer ?? null)));
    return isDeepStrictEqual(actual, test.result)
      ? { test, outcome: "pass" }
      : { test, outcome: "fail", detail: JSON.stringify(actual)?.slice(0, 300) };
  } catch (error) {
    if (budget.deadline !== Number.POSITIVE_INFINITY && Date.now() > budget.deadline) {
      return { test, outcome: "timeout" };
    }
    if (!test.valid) return { test, outcome: "pass" };
    return { test, outcome: "error", detail: (error as Error).message };
  } finally {
    budget.deadline = Number.POSITIVE_INFINITY;
    clearTimeout(timer);
  }
}

export interface Summary {
  passed: number;
  total: number;
  results: TestResult[];
}

/** Runs every runnable test (those whose documents are vendored) one after the other. */
export async function runSuite(
  evaluator: Evaluator,
  tests: ConformanceTest[],
  options: { timeoutMs?: number; skip?: (test: ConformanceTest) => boolean } = {},
): Promise<Summary> {
  const results: TestResult[] = [];
  for (const test of tests) {
    if (!isRunnable(test)) continue;
    if (options.skip?.(test)) {
      results.push({ test, outcome: "timeout", detail: "skipped: cannot be interrupted" });
      continue;
    }
    const timeoutMs = options.timeoutMs ?? 2000;
    let result = await runTest(evaluator, test, timeoutMs);
    // A query that takes milliseconds can still miss 2 s when the machine stalls (a loaded CI
    // box, a GC pause): it gets one more go with ten times the time. A runaway query times
    // out again and is counted as one.
    if (result.outcome === "timeout") {
      result = await runTest(evaluator, test, timeoutMs * RETRY_TIME_FACTOR);
    }
    results.push(result);
  }
  return {
    passed: results.filter((r) => r.outcome === "pass").length,
    total: results.length,
    results,
  };
}

/** Runnable offline: the test's documents are in the vendored files (not `movies`). */
function isRunnable(test: ConformanceTest): boolean {
  return test.documents !== undefined;
}

/** The GROQ revision the lake (like groq-js and the hosted API) implements: GROQ-1.revision2. */
const GROQ_VERSION = [1, 2] as const;

/**
 * Whether a test applies to GROQ-1.revision2. Tests tagged `0.1` describe the pre-spec
 * implementation the suite keeps "for historical reasons"; some contradict GROQ-1 tests
 * outright (issue 542's prefix query expects `["id"]` under 0.1 and `[]` under >= 1.0).
 */
export function appliesToGroq1(test: ConformanceTest): boolean {
  if (!test.version) return true;
  const match = /^\s*(>=)?\s*(\d+)\.(\d+)\s*$/.exec(test.version);
  if (!match) return false;
  const wanted = [Number(match[2]), Number(match[3])];
  const cmp = (GROQ_VERSION[0] - (wanted[0] ?? 0)) * 1000 + (GROQ_VERSION[1] - (wanted[1] ?? 0));
  return match[1] ? cmp >= 0 : cmp === 0;
}
