/**
 * groq-js says "Unexpected end of query" or "Expected expression" for nearly every syntax
 * error, at the position where its parser gave up (often before the culprit). Sanity's hosted
 * API names the offending token and what it expected, and its `start`/`end` span that token,
 * which @sanity/client draws its code frame from. Its wordings, as the client's tests record
 * them:
 *
 * - `unexpected token "\"event]", expected expression` for `*[_type == "event]` (11..18: the
 *   unterminated string, quote to end of query);
 * - `unexpected end-of-file, expected expression` for `*[_type == `;
 * - `expected ']' following expression` where an expression ended but its bracket was not
 *   closed.
 *
 * This module reads the query once more, token by token, tracking only whether an operand or
 * an operator is due and which brackets are open, and reports the first token that cannot
 * stand where it stands in those words. What it does not model, it leaves to groq-js's own
 * message (`undefined`).
 */

interface Token {
  text: string;
  start: number;
  end: number;
  /** A string literal without its closing quote. */
  unterminated?: boolean;
}

export interface SyntaxErrorReport {
  description: string;
  start: number;
  end: number;
}

const OPERATORS = [
  ...["...", "..", "==", "!=", "<=", ">=", "&&", "||", "=>", "->", "**"],
  ...["|", "<", ">", "+", "-", "*", "/", "%", "!", ".", ",", ":", "=", "?"],
  ...["(", ")", "[", "]", "{", "}", "@", "^"],
];
const SPACE = /\s+|\/\/[^\n]*/y;
const WORD = /\$?[A-Za-z_][A-Za-z0-9_]*|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** Sticky matches, so a long query is read once (no slicing per token). */
function matchAt(pattern: RegExp, query: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(query)?.[0];
}

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < query.length) {
    const space = matchAt(SPACE, query, at);
    if (space) {
      at += space.length;
      continue;
    }
    const quote = query[at];
    if (quote === '"' || quote === "'") {
      let end = at + 1;
      while (end < query.length && query[end] !== quote) end += query[end] === "\\" ? 2 : 1;
      const closed = end < query.length;
      const stop = closed ? end + 1 : query.length;
      tokens.push({ text: query.slice(at, stop), start: at, end: stop, unterminated: !closed });
      at = stop;
      continue;
    }
    const text =
      matchAt(WORD, query, at) ??
      OPERATORS.find((op) => query.startsWith(op, at)) ??
      (query[at] as string);
    tokens.push({ text, start: at, end: at + text.length });
    at += text.length;
  }
  return tokens;
}

const CLOSER_OF = new Map([
  ["[", "]"],
  ["(", ")"],
  ["{", "}"],
]);
const CLOSERS = new Set(CLOSER_OF.values());
/** Operators between two operands (and `|` before a pipe function, `.` before a name). */
const BINARY = new Set([
  ...["==", "!=", "<", ">", "<=", ">=", "&&", "||", "+", "-", "*", "/", "%", "**", "in"],
  ...["match", "|", ".", "..", "...", ",", ":", "=>", "?"],
]);
/** What may come before an operand. */
const PREFIX = new Set(["!", "-", "+", "..."]);
/** Words that follow an operand: `order(name asc)`. */
const POSTFIX_WORDS = new Set(["asc", "desc"]);
const OPERAND = /^(?:\$?[A-Za-z_][A-Za-z0-9_]*|\d[\d.eE+-]*|["'].*|@|\^|\*)$/;

const unexpected = (token: Token): SyntaxErrorReport => ({
  description: `unexpected token ${JSON.stringify(token.text)}, expected expression`,
  start: token.start,
  end: token.end,
});

/** The first token that cannot stand where it stands, in Sanity's words; else undefined. */
export function describeSyntaxError(query: string): SyntaxErrorReport | undefined {
  const tokens = tokenize(query);
  const open: string[] = [];
  let operandDue = true;
  const expectedAfter = (token: Token | undefined): SyntaxErrorReport => {
    const closer = CLOSER_OF.get(open.at(-1) ?? "");
    return {
      description: `expected ${closer ? `'${closer}'` : "end of query"} following expression`,
      start: token?.start ?? query.length,
      end: token?.end ?? query.length,
    };
  };
  for (const [index, token] of tokens.entries()) {
    const { text } = token;
    const previous = tokens[index - 1]?.text;
    if (token.unterminated) return unexpected(token);
    // A spread on its own (`{...}`, `{..., a}`) stands for `...@`.
    if (operandDue && previous === "..." && (CLOSERS.has(text) || text === ",")) operandDue = false;
    if (CLOSER_OF.has(text)) {
      // A literal or group where an operand is due; a filter, call or projection after one.
      open.push(text);
      operandDue = true;
    } else if (CLOSERS.has(text)) {
      const empty = operandDue && (previous === undefined || CLOSER_OF.get(previous) === text);
      const trailingComma = operandDue && previous === ",";
      if (operandDue && !empty && !trailingComma) return unexpected(token);
      if (CLOSER_OF.get(open.at(-1) ?? "") !== text) return expectedAfter(token);
      open.pop();
      operandDue = false;
    } else if (text === "->") {
      // A dereference: a name may follow (`author->name`) or not (`author->`).
      if (operandDue) return unexpected(token);
      operandDue = false;
    } else if (operandDue) {
      if (PREFIX.has(text)) continue;
      if (!OPERAND.test(text)) return unexpected(token);
      operandDue = false;
    } else if (BINARY.has(text)) {
      operandDue = true;
    } else if (POSTFIX_WORDS.has(text) || (previous === "->" && OPERAND.test(text))) {
      operandDue = false;
    } else {
      return expectedAfter(token);
    }
  }
  if (operandDue && tokens.length > 0) {
    return {
      description: "unexpected end-of-file, expected expression",
      start: query.length,
      end: query.length,
    };
  }
  return open.length > 0 ? expectedAfter(undefined) : undefined;
}
