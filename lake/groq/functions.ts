/**
 * The lake's GROQ engine: groq-js 2.0.1's parser and evaluator (vendored in `lake/vendor/groq-js/`,
 * see its UPSTREAM.md for why and what changed) with the functions groq-js leaves out and
 * Sanity's hosted API has: `geo()` and the `geo::` namespace (geo.ts) and `text::query`
 * (text-query.ts). Import `parse` and `evaluate` from here, never from groq-js, so queries
 * see the same functions everywhere in the lake.
 */
import * as engine from "../vendor/groq-js/src";
import { mappedExecutor } from "../vendor/groq-js/src/evaluator/evaluate";
import type { GroqFunction } from "../vendor/groq-js/src/evaluator/functions";
import { matchHooks } from "../vendor/groq-js/src/evaluator/operators";
import { gatherText } from "../vendor/groq-js/src/shared/matching";
import { FALSE_VALUE, fromJS, TRUE_VALUE, type Value } from "../vendor/groq-js/src/shared/values";
import { contains, distance, intersects, latLng, toGeometry } from "./geo";
import { isTextQuery, matchesTextQuery, textQuery } from "./text-query";

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

matchHooks.push((left: Value, right: Value) => {
  if (right.type !== "object" || !isTextQuery(right.data)) return undefined;
  const search = right.data;
  const decide = (gathered: { parts: string[]; success: boolean }) =>
    gathered.success && matchesTextQuery(gathered.parts, search) ? TRUE_VALUE : FALSE_VALUE;
  const gathered = gatherText(left, (part) => [part]);
  return "then" in gathered ? gathered.then(decide) : decide(gathered);
});
