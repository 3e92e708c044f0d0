export { evaluate, evaluateSync } from "./evaluator";
export { namespaces } from "./evaluator/functions";
export { GroqSyntaxError, parse } from "./parser";
export { namespaceRegistry } from "./shared/functionRegistry";
export type { ExprNode } from "./shared/nodeTypes";
