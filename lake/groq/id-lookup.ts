/**
 * Lookups by id, `*[_id == $id]` and `*[_id == $id][0]`, answered on the lake's main thread
 * from the dataset's id map: they cost microseconds, and must not wait behind slow queries
 * for a worker (query-pool.ts). The query still runs through the same evaluator, on a view
 * built the same way (perspective.ts `buildView`) from only the documents that can stand
 * for that id, so the answer is the one a worker would give.
 */
import { isRecord } from "../core/json";
import { publishedIdOf } from "../store/ids";
import type { DatasetStore } from "../store/log";
import { buildView, type Perspective, type View } from "../store/perspective";
import type { Reader } from "../store/readers";
import type { SanityDocument } from "../store/types";
import type { ExprNode } from "./functions";

/** The id `tree` looks up when it is exactly `*[_id == X]` or `*[_id == X][0]`, X a string. */
export function lookedUpId(tree: ExprNode, params: Record<string, unknown>): string | undefined {
  let node = tree as unknown as Record<string, unknown>;
  if (node.type === "AccessElement" && node.index === 0 && isRecord(node.base)) node = node.base;
  if (node.type !== "Filter" || !isRecord(node.base) || node.base.type !== "Everything") {
    return undefined;
  }
  const expr = node.expr;
  if (!isRecord(expr) || expr.type !== "OpCall" || expr.op !== "==") return undefined;
  const sides = [expr.left, expr.right];
  const attribute = sides.findIndex(
    (side) =>
      isRecord(side) &&
      side.type === "AccessAttribute" &&
      side.name === "_id" &&
      side.base === undefined,
  );
  if (attribute === -1) return undefined;
  const other = sides[1 - attribute];
  if (!isRecord(other)) return undefined;
  const value =
    other.type === "Value"
      ? other.value
      : other.type === "Parameter" && typeof other.name === "string"
        ? params[other.name]
        : undefined;
  return typeof value === "string" ? value : undefined;
}

/**
 * The view a perspective gives of the documents that can appear as `id`: the document
 * itself, and for its published id the draft and the release versions the perspective
 * stacks (whichever wins shows under the published id).
 */
export function lookupView(
  store: DatasetStore,
  id: string,
  perspective: Perspective,
  baseUrl: string,
  reader: Reader,
): View {
  const base = publishedIdOf(id);
  const layers = typeof perspective === "string" ? [] : perspective.stack;
  const candidates = [
    id,
    base,
    `drafts.${base}`,
    ...layers.map((layer) => (layer === "drafts" ? `drafts.${base}` : `versions.${layer}.${base}`)),
  ];
  const docs = new Map<string, SanityDocument>();
  // In dataset order, as buildView sees the whole dataset.
  for (const candidate of new Set(candidates)) {
    const doc = store.get(candidate);
    if (doc) docs.set(candidate, doc);
  }
  return buildView(docs, perspective, baseUrl, reader);
}
