/**
 * GROQ execution with groq-js, plus two index shortcuts that keep page queries fast on
 * ten thousand documents without changing results:
 *  - `*[_type == "x" && …]` and `*[_id == "x" / _id in [...]]` filter a pre-built subset
 *    instead of the whole dataset (the filter still runs, so results are identical);
 *  - `->` looks the reference up in an id map instead of scanning the dataset.
 */

import { badRequest, HttpError } from "../core/errors";
import { isRecord } from "../core/json";
import type { View } from "../store/perspective";
import type { Value } from "../vendor/groq-js/src/shared/values";
import type { ExprNode } from "./functions";
import { evaluate, GroqSyntaxError, parse } from "./functions";
import { hoistSubqueries } from "./hoist";
import { describeSyntaxError } from "./syntax-errors";

export interface QueryOptions {
  params?: Record<string, unknown>;
  identity?: string;
  projectId: string;
  dataset: string;
  /** Use the index shortcuts (default: on unless LAKE_QUERY_INDEX=off). */
  index?: boolean;
}

/** The most of a query (and of a description) an error quotes: a query may be megabytes long. */
export const QUERY_EXCERPT_CHARS = 80;

/**
 * The part of `query` around `start..end`, at most QUERY_EXCERPT_CHARS long (an ellipsis
 * marks each cut), and where the error sits in it: clients draw their code frame from these.
 */
function queryExcerpt(
  query: string,
  start: number,
  end: number,
): { text: string; start: number; end: number } {
  if (query.length <= QUERY_EXCERPT_CHARS) return { text: query, start, end };
  // A little context before the error, the rest after it.
  const from = Math.max(0, Math.min(start - 20, query.length - QUERY_EXCERPT_CHARS));
  const to = from + QUERY_EXCERPT_CHARS;
  const before = from > 0 ? "…" : "";
  const text = `${before}${query.slice(from, to)}${to < query.length ? "…" : ""}`;
  const at = (position: number) => Math.min(Math.max(position, from), to) - from + before.length;
  return { text, start: at(start), end: Math.max(at(start), at(end)) };
}

/** `text`, cut to `max` characters with an ellipsis: descriptions can quote names from a query. */
function shortened(text: string, max = 2 * QUERY_EXCERPT_CHARS): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Sanity's `queryParseError`, quoting only an excerpt of the query around the error. */
function queryParseError(
  query: string,
  description: string,
  start: number,
  end: number,
): HttpError {
  const excerpt = queryExcerpt(query, start, end);
  const short = shortened(description);
  return new HttpError(
    400,
    {
      error: {
        description: short,
        query: excerpt.text,
        start: excerpt.start,
        end: excerpt.end,
        type: "queryParseError",
      },
    },
    short,
  );
}

/** Parses and checks a query; errors are shaped as Sanity's `queryParseError`. */
export function parseQuery(query: string, params: Record<string, unknown> = {}): ExprNode {
  let tree: ExprNode;
  try {
    tree = parse(query, { params });
  } catch (error) {
    if (error instanceof GroqSyntaxError) {
      const detail = error.message.replace(/^Syntax error in GROQ query at position \d+: /, "");
      const start = Math.min(error.position, query.length);
      if (detail === "Unexpected end of query" || detail === "Expected expression") {
        // groq-js's catch-alls: say what Sanity's API says of the culprit (syntax-errors.ts),
        // which is never before where groq-js gave up.
        const report = describeSyntaxError(query);
        if (report && report.end >= start)
          return throwing(queryParseError(query, report.description, report.start, report.end));
      }
      return throwing(queryParseError(query, detail, start, Math.min(start + 1, query.length)));
    }
    // The parser bounds nesting itself; a stack overflow anywhere else in it says the same.
    const message =
      error instanceof RangeError
        ? "The query is nested too deeply to parse"
        : ((error as Error).message ?? String(error));
    return throwing(queryParseError(query, message, 0, query.length));
  }
  for (const name of parameterNames(tree)) {
    if (!(name in params)) {
      const at = query.indexOf(`$${name}`);
      const start = at === -1 ? 0 : at;
      throw queryParseError(
        query,
        `param $${name} referenced, but not provided`,
        start,
        at === -1 ? query.length : at + name.length + 1,
      );
    }
  }
  return tree;
}

function throwing(error: Error): never {
  throw error;
}

/** Evaluates `tree` against a perspective view; evaluation failures become 400s. */
export async function runQuery(
  tree: ExprNode,
  view: View,
  options: QueryOptions,
  /** Collects the ids dereferences follow (sync-tags.ts); a plain scan reads everything. */
  reads?: { ids: Set<string>; everything: boolean },
): Promise<unknown> {
  try {
    const value = await evaluateQuery(tree, view, options, reads);
    return await value.get();
  } catch (error) {
    throw queryExecutionError(error);
  }
}

/**
 * Evaluates `tree` but leaves the value unread: a stream (a top-level array) yields its items
 * as they are read, so the query worker can write a large result without holding all of it.
 * Errors are thrown as they are (pass them through `queryExecutionError`).
 */
export async function evaluateQuery(
  tree: ExprNode,
  view: View,
  options: QueryOptions,
  reads?: { ids: Set<string>; everything: boolean },
): Promise<Value> {
  const params: Record<string, unknown> = { ...(options.params ?? {}) };
  // LAKE_QUERY_INDEX=off runs plain groq-js (the benchmark uses it to show the difference).
  const indexed = options.index ?? process.env.LAKE_QUERY_INDEX !== "off";
  if (reads && !indexed) reads.everything = true;
  const evaluation = {
    dataset: view.docs,
    params,
    identity: options.identity,
    sanity: { projectId: options.projectId, dataset: options.dataset },
    ...(indexed
      ? {
          dereference: ({ _ref }: { _ref: string }) => {
            reads?.ids.add(_ref);
            return view.byId.get(_ref) ?? null;
          },
        }
      : {}),
  };
  const hoisted = indexed ? await hoistSubqueries(tree, evaluation) : tree;
  const optimised = indexed ? optimise(hoisted, view, params) : hoisted;
  return await evaluate(optimised, evaluation);
}

/**
 * An evaluation failure as the 400 `queryExecutionError` Sanity answers; an `HttpError` (a
 * limit the lake stopped the query at) is answered as it is.
 */
export function queryExecutionError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  // Never echo a whole (possibly huge) query back: only an excerpt of the message.
  const message = shortened((error as Error)?.message ?? String(error));
  return new HttpError(
    400,
    { error: { description: message, type: "queryExecutionError" } },
    message,
  );
}

/** Parses the `$name=<json>` query-string parameters the client sends. */
export function paramsFromSearch(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, raw] of url.searchParams) {
    if (!key.startsWith("$")) continue;
    try {
      params[key.slice(1)] = JSON.parse(raw);
    } catch {
      throw badRequest(
        `Unable to parse value of "${shortened(`${key}=${raw}`)}". Please quote string values.`,
      );
    }
  }
  return params;
}

function parameterNames(tree: unknown): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isRecord(node)) return;
    if (node.type === "Parameter" && typeof node.name === "string") names.add(node.name);
    for (const value of Object.values(node)) if (typeof value === "object") visit(value);
  };
  visit(tree);
  return names;
}

// ---- index shortcuts -------------------------------------------------------------------

type Node = Record<string, unknown>;

/**
 * Returns a copy of `tree` where each `*[filter]` reads a pre-narrowed subset from a
 * synthetic parameter (added to `params`):
 *  - `_type == c` / `_id == c` / `_id in [...]` pick the subset from the view's indexes;
 *  - simple conjuncts (`path == c`, `path in [c...]`, `path <op> number`, `defined(path)`)
 *    are decided in plain JS, exactly as GROQ would, and dropped from the filter;
 *  - whatever is left still runs in groq-js on the smaller set. With nothing left, the
 *    filter disappears and `*[...]` is just the subset.
 */
function optimise(tree: ExprNode, view: View, params: Record<string, unknown>): ExprNode {
  let counter = 0;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!isRecord(node)) return node;
    const copy: Node = {};
    for (const [key, value] of Object.entries(node))
      copy[key] = typeof value === "object" ? rewrite(value) : value;
    if (copy.type === "Filter" && isRecord(copy.base) && copy.base.type === "Everything") {
      const narrowed = narrow(copy.expr, view, params);
      if (narrowed) {
        const name = `__lake_subset_${counter++}`;
        params[name] = narrowed.docs;
        const subset: Node = { type: "Parameter", name };
        if (!narrowed.rest) return subset;
        copy.base = subset;
        copy.expr = narrowed.rest;
      }
    }
    return copy;
  };
  return rewrite(tree) as ExprNode;
}

function conjuncts(expr: unknown): Node[] {
  if (!isRecord(expr)) return [];
  if (expr.type === "And") return [...conjuncts(expr.left), ...conjuncts(expr.right)];
  if (expr.type === "Group") return conjuncts(expr.base);
  return [expr];
}

/** `a.b.c` as ["a","b","c"] when the node is a plain attribute chain on `@`. */
function attributePath(node: unknown): string[] | undefined {
  if (!isRecord(node) || node.type !== "AccessAttribute" || typeof node.name !== "string")
    return undefined;
  if (node.base === undefined) return [node.name];
  const parent = attributePath(node.base);
  return parent ? [...parent, node.name] : undefined;
}

function read(doc: unknown, path: string[]): unknown {
  let value: unknown = doc;
  for (const key of path) {
    if (!isRecord(value)) return null;
    value = value[key];
  }
  return value ?? null;
}

/** A constant the optimiser may rely on: a literal or a provided parameter. */
function constant(node: unknown, params: Record<string, unknown>): { value: unknown } | undefined {
  if (!isRecord(node)) return undefined;
  if (node.type === "Value") return { value: node.value };
  if (node.type === "Parameter" && typeof node.name === "string" && node.name in params) {
    return { value: params[node.name] };
  }
  if (node.type === "Array" && Array.isArray(node.elements)) {
    const values: unknown[] = [];
    for (const element of node.elements) {
      if (!isRecord(element) || element.isSplat) return undefined;
      const c = constant(element.value, params);
      if (!c) return undefined;
      values.push(c.value);
    }
    return { value: values };
  }
  return undefined;
}

type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar =>
  typeof v === "string" || typeof v === "number" || typeof v === "boolean";

/** GROQ `==` between a document value and a scalar constant: same type and equal. */
const equals = (value: unknown, c: Scalar) => typeof value === typeof c && value === c;

interface Term {
  path: string[];
  test: (value: unknown) => boolean;
  /** `_type`/`_id` equality: can pick a subset from an index. */
  index?: { attr: "_type" | "_id"; values: string[] };
}

const ORDER: Record<string, (a: number, b: number) => boolean> = {
  ">": (a, b) => a > b,
  ">=": (a, b) => a >= b,
  "<": (a, b) => a < b,
  "<=": (a, b) => a <= b,
};

/** A conjunct JS can decide exactly, or undefined to leave it to groq-js. */
function nativeTerm(term: Node, params: Record<string, unknown>): Term | undefined {
  if (
    term.type === "FuncCall" &&
    term.name === "defined" &&
    term.namespace === "global" &&
    Array.isArray(term.args)
  ) {
    const path = term.args.length === 1 ? attributePath(term.args[0]) : undefined;
    return path ? { path, test: (v) => v !== null } : undefined;
  }
  if (term.type !== "OpCall" || typeof term.op !== "string") return undefined;
  const op = term.op;
  let path = attributePath(term.left);
  let other = term.right;
  let flipped = false;
  if (!path && (op === "==" || op in ORDER)) {
    path = attributePath(term.right);
    other = term.left;
    flipped = true;
  }
  if (!path) return undefined;
  const c = constant(other, params);
  if (!c) return undefined;
  const indexable =
    path.length === 1 && (path[0] === "_type" || path[0] === "_id")
      ? (path[0] as "_type" | "_id")
      : undefined;
  if (op === "==" && isScalar(c.value)) {
    const value = c.value;
    return {
      path,
      test: (v) => equals(v, value),
      index:
        indexable && typeof value === "string" ? { attr: indexable, values: [value] } : undefined,
    };
  }
  if (op === "in" && !flipped && Array.isArray(c.value) && c.value.every(isScalar)) {
    const values = c.value as Scalar[];
    return {
      path,
      test: (v) => values.some((x) => equals(v, x)),
      index:
        indexable && values.every((x) => typeof x === "string")
          ? { attr: indexable, values: values as string[] }
          : undefined,
    };
  }
  const compare = ORDER[op];
  if (compare && typeof c.value === "number") {
    const bound = c.value;
    // Only numbers: string ordering in GROQ is by code point, not JS's UTF-16 units.
    return {
      path,
      test: (v) => typeof v === "number" && (flipped ? compare(bound, v) : compare(v, bound)),
    };
  }
  return undefined;
}

/** The `_type`/`_id` equalities among a filter's conjuncts (what sync tags are made of). */
export function indexTerms(
  expr: unknown,
  params: Record<string, unknown>,
): { attr: "_type" | "_id"; values: string[] }[] {
  return conjuncts(expr).flatMap((term) => nativeTerm(term, params)?.index ?? []);
}

function narrow(
  expr: unknown,
  view: View,
  params: Record<string, unknown>,
): { docs: unknown[]; rest: Node | undefined } | undefined {
  const terms: Term[] = [];
  const rest: Node[] = [];
  for (const term of conjuncts(expr)) {
    const native = nativeTerm(term, params);
    if (native) terms.push(native);
    else rest.push(term);
  }
  if (terms.length === 0) return undefined;
  // Start from the smallest index hit, then test everything natively.
  let docs: readonly SanityDocumentLike[] = view.docs;
  for (const term of terms) {
    if (!term.index) continue;
    const candidates =
      term.index.attr === "_id"
        ? view.withIds(term.index.values)
        : term.index.values.length === 1
          ? view.ofType(term.index.values[0] as string)
          : term.index.values.flatMap((t) => view.ofType(t));
    if (candidates.length < docs.length) docs = candidates;
  }
  if (
    docs !== view.docs &&
    terms.some((t) => t.index?.attr === "_type" && t.index.values.length > 1)
  ) {
    // Several types: restore dataset order (GROQ keeps `*` order without order()).
    docs = view.withIds(docs.map((d) => d._id));
  }
  const filtered = docs.filter((doc) => terms.every((t) => t.test(read(doc, t.path))));
  const remaining = rest.reduce<Node | undefined>(
    (left, right) => (left ? { type: "And", left, right } : right),
    undefined,
  );
  return { docs: filtered, rest: remaining };
}

type SanityDocumentLike = { _id: string };

/**
 * For a listener's `*[filter]`: a plain-JS test of the conjuncts JS decides exactly
 * (`_type == "x"`, `_id in $ids`, ...), and whether anything is left for groq-js. A
 * document failing `test` cannot match, so most documents of a write never reach groq-js;
 * with nothing left over, passing `test` is the whole answer.
 */
export function listenFilter(
  tree: ExprNode,
  params: Record<string, unknown>,
): { test: (doc: unknown) => boolean; rest: boolean } | undefined {
  const node = tree as unknown as Node;
  if (node.type !== "Filter" || !isRecord(node.base) || node.base.type !== "Everything") {
    return undefined;
  }
  const terms: Term[] = [];
  let rest = false;
  for (const term of conjuncts(node.expr)) {
    const native = nativeTerm(term, params);
    if (native) terms.push(native);
    else rest = true;
  }
  if (terms.length === 0) return undefined;
  return { test: (doc) => terms.every((t) => t.test(read(doc, t.path))), rest };
}
