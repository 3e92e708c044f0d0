/**
 * What the query pool knows of a query's cost before it runs it (query-pool.ts, ADR 0044):
 * whether its shape makes it cheap (its only `*` is narrowed by `_id`), and how long the same
 * query took the last times it ran.
 */
import { isRecord } from "../core/json";
import type { ExprNode } from "./functions";

/**
 * True when the query reads the dataset only through one `*` whose filter pins `_id` (`==` a
 * string, or `in` a list of strings, as the whole filter or one of its `&&` terms): whatever
 * it projects, dereferences or accesses, it works on a handful of documents
 * (`*[_id == $id][0]{_id, title}`, `*[_id in $ids]{..., ref->}`).
 */
export function isByIdShape(tree: ExprNode): boolean {
  let everything = 0;
  let pinned = false;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!isRecord(node)) return;
    if (node.type === "Everything") everything++;
    if (
      node.type === "Filter" &&
      isRecord(node.base) &&
      node.base.type === "Everything" &&
      conjuncts(node.expr).some(pinsId)
    ) {
      pinned = true;
    }
    for (const [key, value] of Object.entries(node)) if (key !== "type") visit(value);
  };
  visit(tree);
  return everything === 1 && pinned;
}

function conjuncts(expr: unknown): unknown[] {
  if (isRecord(expr) && expr.type === "And")
    return [...conjuncts(expr.left), ...conjuncts(expr.right)];
  if (isRecord(expr) && expr.type === "Group") return conjuncts(expr.base);
  return [expr];
}

const isIdAttribute = (node: unknown) =>
  isRecord(node) && node.type === "AccessAttribute" && node.name === "_id" && !node.base;

/** `_id == "x"`, `"x" == _id`, `_id in ["x", "y"]` (parameters are values once parsed). */
function pinsId(term: unknown): boolean {
  if (!isRecord(term) || term.type !== "OpCall") return false;
  const { left, right, op } = term;
  const value = (node: unknown) =>
    isRecord(node) && node.type === "Value" ? node.value : undefined;
  if (op === "==") {
    return (
      (isIdAttribute(left) && typeof value(right) === "string") ||
      (isIdAttribute(right) && typeof value(left) === "string")
    );
  }
  if (op === "in" && isIdAttribute(left)) {
    const list = value(right);
    return Array.isArray(list) && list.every((item) => typeof item === "string");
  }
  return false;
}

/** How a query ran before: fast (within the pool's express time), or not. */
export type PastRun = "fast" | "slow";

/**
 * The last outcome of recently run queries, by key (the query text with its parameters,
 * dataset and perspective), at most `capacity` of them: the least recently used are forgotten.
 */
export class QueryHistory {
  private readonly outcomes = new Map<string, PastRun>();

  constructor(private readonly capacity = 2048) {}

  get(key: string | undefined): PastRun | undefined {
    if (key === undefined) return undefined;
    const outcome = this.outcomes.get(key);
    if (outcome !== undefined) {
      this.outcomes.delete(key);
      this.outcomes.set(key, outcome);
    }
    return outcome;
  }

  set(key: string | undefined, outcome: PastRun): void {
    if (key === undefined) return;
    this.outcomes.delete(key);
    this.outcomes.set(key, outcome);
    if (this.outcomes.size > this.capacity) {
      const oldest = this.outcomes.keys().next().value as string;
      this.outcomes.delete(oldest);
    }
  }
}
