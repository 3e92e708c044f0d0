/**
 * Uncorrelated subqueries run once. groq-js evaluates `*[_id in *[...]._id]` by running the
 * inner `*[...]` again for every outer document, so nesting a few of them is exponential
 * (the conformance suite's "nested" filters never finish). A subquery that starts at `*`
 * and never looks outside itself (no `^`) has the same value wherever it appears, so it is
 * evaluated once, innermost first, and its value passed in as a parameter.
 */
import { type ExprNode, evaluate } from "./functions";

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `*`, or a chain of `.base` links ending at `*` (filters, projections, slices, …). */
function startsAtEverything(node: Node): boolean {
  if (node.type === "Everything") return true;
  return isNode(node.base) && startsAtEverything(node.base);
}

/** Whether the subtree refers to an enclosing scope (`^`) anywhere. */
function refersOutside(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(refersOutside);
  if (!isNode(node)) return false;
  if (node.type === "Parent") return true;
  return Object.values(node).some((value) => typeof value === "object" && refersOutside(value));
}

type Options = Parameters<typeof evaluate>[1] & { params: Record<string, unknown> };

/**
 * Returns `tree` with each nested, uncorrelated `*`-rooted subquery replaced by a parameter
 * holding its value (added to `options.params`). The root itself is left alone.
 */
export async function hoistSubqueries(tree: ExprNode, options: Options): Promise<ExprNode> {
  let counter = 0;
  const visit = async (node: unknown, isRoot: boolean, isBase: boolean): Promise<unknown> => {
    if (Array.isArray(node)) return Promise.all(node.map((child) => visit(child, false, false)));
    if (!isNode(node)) return node;
    const copy: Node = {};
    for (const [key, value] of Object.entries(node)) {
      copy[key] = typeof value === "object" ? await visit(value, false, key === "base") : value;
    }
    // A maximal chain (not the base of a longer one) is one subquery.
    if (isRoot || isBase || copy.type === "Everything" || !startsAtEverything(copy)) return copy;
    if (refersOutside(copy)) return copy;
    const name = `__lake_hoisted_${counter++}`;
    const value = await evaluate(copy as unknown as ExprNode, options);
    options.params[name] = await value.get();
    return { type: "Parameter", name };
  };
  return (await visit(tree, true, false)) as ExprNode;
}
