/**
 * `text::query(search)`: a search string turned into a value that `match` understands, as
 * Sanity's search guide describes it: plain words (all required, `*` as a wildcard),
 * `"quoted phrases"` (words next to each other, in order) and `-exclusions` (words or
 * phrases that must not occur). `[title, body] match text::query("pasta -\"fresh pasta\"")`.
 * Matching is on the same tokens as GROQ's `match` (case-insensitive, punctuation split).
 */
import { matchAnalyzePattern, matchTokenize } from "../vendor/groq-js/src/shared/matching";

export const TEXT_QUERY_TYPE = "sanity.textQuery";

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

function occurs(clause: Clause, tokens: string[]): boolean {
  for (let start = 0; start + clause.words.length <= tokens.length; start++) {
    if (clause.words.every((word, i) => word(tokens[start + i] as string))) return true;
  }
  return false;
}

/** Whether the gathered text `texts` matches the search; false when nothing is searchable. */
export function matchesTextQuery(texts: string[], search: TextQuery): boolean {
  const tokens = texts.flatMap((text) => matchTokenize(text));
  const all = clauses(search.query);
  const required = all.filter((c) => !c.negated);
  if (tokens.length === 0 || all.length === 0) return false;
  return (
    required.every((c) => occurs(c, tokens)) && all.every((c) => !c.negated || !occurs(c, tokens))
  );
}
