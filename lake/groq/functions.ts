/**
 * The lake's GROQ engine: groq-js 2.0.1's parser and evaluator (vendored in
 * `lake/vendor/groq-js/`, see its UPSTREAM.md for why and what changed) with the functions groq-js leaves out and
 * Sanity's hosted API has: `geo()` and the `geo::` namespace (geo.ts) and `text::query`
 * (text-query.ts). Import `parse` and `evaluate` from here, never from groq-js, so queries
 * see the same functions everywhere in the lake.
 */
import * as engine from "../vendor/groq-js/src";
import { mappedExecutor } from "../vendor/groq-js/src/evaluator/evaluate";
import type { GroqFunction } from "../vendor/groq-js/src/evaluator/functions";
import { matchHooks } from "../vendor/groq-js/src/evaluator/operators";
import { matchScoreHooks } from "../vendor/groq-js/src/evaluator/scoring";
import { FALSE_VALUE, fromJS, TRUE_VALUE, type Value } from "../vendor/groq-js/src/shared/values";
import { contains, distance, intersects, latLng, toGeometry } from "./geo";
import {
  isTextQuery,
  matchesTextQuery,
  searchableText,
  type TextQuery,
  textQuery,
  textQueryScore,
} from "./text-query";

export type { ExprNode } from "../vendor/groq-js/src";
export { evaluate, GroqSyntaxError, parse } from "../vendor/groq-js/src";

/** A function of already-evaluated arguments, as plain JSON values. */
function plain(fn: (...args: unknown[]) => unknown): GroqFunction {
  return mappedExecutor(
    (args) => args,
    (_node, ...values) => fromJS(fn(...values.map((v) => v.data)) ?? null),
  );
}

function define(
  namespace: string,
  name: string,
  arity: number,
  implementation: GroqFunction,
): void {
  const functions = engine.namespaces[namespace] ?? {};
  engine.namespaces[namespace] = functions;
  functions[name] = implementation;
  const registry = engine.namespaceRegistry[namespace] ?? {};
  engine.namespaceRegistry[namespace] = registry;
  registry[name] = { arity };
}

define("global", "geo", 1, plain(toGeometry));
define("geo", "latLng", 2, plain(latLng));
define("geo", "distance", 2, plain(distance));
define("geo", "contains", 2, plain(contains));
define("geo", "intersects", 2, plain(intersects));
define("text", "query", 1, plain(textQuery));

/** The text `match text::query(...)` searches in `value` (a stream is read whole). */
function searchable(value: Value): string[] | Promise<string[]> {
  if (value.type === "stream") return value.get().then((data) => searchableText(data));
  return searchableText(value.data);
}

function textQueryOf(pattern: Value): TextQuery | undefined {
  return pattern.type === "object" && isTextQuery(pattern.data) ? pattern.data : undefined;
}

// `text match text::query(...)` in a filter: whether it matches.
matchHooks.push((text: Value, pattern: Value) => {
  const search = textQueryOf(pattern);
  if (!search) return undefined;
  const decide = (texts: string[]) => (matchesTextQuery(texts, search) ? TRUE_VALUE : FALSE_VALUE);
  const texts = searchable(text);
  return Array.isArray(texts) ? decide(texts) : texts.then(decide);
});

// `text match text::query(...)` in `score()`: how well it matches (Studio's search ranks by it).
matchScoreHooks.push((text: Value, pattern: Value) => {
  const search = textQueryOf(pattern);
  if (!search) return undefined;
  const texts = searchable(text);
  return Array.isArray(texts)
    ? textQueryScore(texts, search)
    : texts.then((all) => textQueryScore(all, search));
});
