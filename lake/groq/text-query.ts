/**
 * `text::query(search)`: a search string turned into a value that `match` understands, as
 * Sanity's search guide describes it: plain words (all required, `*` as a wildcard),
 * `"quoted phrases"` (words next to each other, in order) and `-exclusions` (words or
 * phrases that must not occur). `[title, body] match text::query("pasta -\"fresh pasta\"")`.
 * Matching is on the same tokens as GROQ's `match` (case-insensitive, punctuation split);
 * inside `score()` a match scores as a plain pattern's does (BM25 per required word or phrase).
 */
import { BM25k } from "../vendor/groq-js/src/evaluator/scoring";
import { matchAnalyzePattern, matchTokenize } from "../vendor/groq-js/src/shared/matching";

const TEXT_QUERY_TYPE = "sanity.textQuery";

export interface TextQuery {
  _type: typeof TEXT_QUERY_TYPE;
  query: string;
}

interface Clause {
  /** Patterns for consecutive tokens (one for a word, several for a phrase). */
  words: ((token: string) => boolean)[];
  negated: boolean;
}

export function textQuery(search: unknown): TextQuery | null {
  return typeof search === "string" ? { _type: TEXT_QUERY_TYPE, query: search } : null;
}

export function isTextQuery(value: unknown): value is TextQuery {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as Record<string, unknown>)._type === TEXT_QUERY_TYPE &&
    typeof (value as Record<string, unknown>).query === "string"
  );
}

/** One pattern per token of `text` (wildcards kept), as `match` analyses its right side. */
function wordPatterns(text: string): ((token: string) => boolean)[] {
  return matchTokenize(text.replace(/\*/g, "WILDCARDSTAR")).map((word) => {
    const [pattern] = matchAnalyzePattern(word.replace(/WILDCARDSTAR/g, "*"));
    return (token: string) => (pattern ? pattern([token]) : false);
  });
}

function clauses(query: string): Clause[] {
  const out: Clause[] = [];
  // -"a phrase" | "a phrase" | -word | word
  for (const m of query.matchAll(/(-?)"([^"]*)"|(-?)([^\s"]+)/g)) {
    const phrase = m[2];
    if (phrase !== undefined) {
      const words = wordPatterns(phrase);
      if (words.length > 0) out.push({ words, negated: m[1] === "-" });
      continue;
    }
    const words = wordPatterns(m[4] ?? "");
    const negated = m[3] === "-";
    // A hyphenated word splits into several tokens: each is required (or excluded) alone.
    for (const word of words) out.push({ words: [word], negated });
  }
  return out;
}

/** How often the clause's words occur in a row in `tokens`. */
function occurrences(clause: Clause, tokens: string[]): number {
  let count = 0;
  for (let start = 0; start + clause.words.length <= tokens.length; start++) {
    if (clause.words.every((word, i) => word(tokens[start + i] as string))) count++;
  }
  return count;
}

/**
 * How well the gathered text `texts` matches the search, for `score()`: 0 when it does not
 * match; otherwise, like `match` with a plain pattern, each required word or phrase adds
 * BM25's `f·(k+1)/(f+k)` for its `f` occurrences (a search of exclusions only scores 1).
 */
export function textQueryScore(texts: string[], search: TextQuery): number {
  const tokens = texts.flatMap((text) => matchTokenize(text));
  const all = clauses(search.query);
  if (tokens.length === 0 || all.length === 0) return 0;
  let score = 0;
  let required = 0;
  for (const clause of all) {
    const count = occurrences(clause, tokens);
    if (clause.negated) {
      if (count > 0) return 0;
      continue;
    }
    if (count === 0) return 0;
    required++;
    score += (count * (BM25k + 1)) / (count + BM25k);
  }
  return required === 0 ? 1 : score;
}

/** Whether the gathered text `texts` matches the search; false when nothing is searchable. */
export function matchesTextQuery(texts: string[], search: TextQuery): boolean {
  return textQueryScore(texts, search) > 0;
}

/**
 * The text a search looks at in `value`: every string in it at any depth (Studio searches
 * `[@, _id] match text::query(...)`: a whole document, and its id), leaving out attributes
 * named with a leading underscore (`_type`, `_key`, `_ref`, `_rev`...), which are not text
 * an editor wrote.
 */
export function searchableText(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) searchableText(item, out);
  else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (!key.startsWith("_")) searchableText(item, out);
    }
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
