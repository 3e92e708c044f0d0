import { type Plugin, parseSync, Visitor } from "vite";

/**
 * The site's GROQ (web/src/lib/queries.ts, path-queries.ts, query-fragments.ts, page-queries/) is written
 * across indented lines for people; the bundles carry it on one line each, every run of
 * whitespace with a line break in it one space (whitespace between GROQ's tokens means
 * nothing, and no string in a query spans lines). The root layout's queries are in every
 * page's first load (issue 28: about 0.15 KiB gzip of indentation). Every template literal
 * of those modules is GROQ; typegen and the tests read the source as written.
 */
export function compactGroq(): Plugin {
  return {
    name: "compact-groq",
    transform: {
      filter: {
        id: /web[\\/]src[\\/](lib[\\/](queries|path-queries|query-fragments|page-queries[\\/][a-z0-9-]+)|sections[\\/](projections|[a-z0-9-]+[\\/]projection))\.ts$/,
      },
      handler(code, id) {
        const edits: Array<{ start: number; end: number; text: string }> = [];
        new Visitor({
          TemplateElement(node) {
            // The element's span includes its delimiters (` and ${ or }); its text is inside.
            const { raw } = node.value;
            const start = code.indexOf(raw, node.start);
            if (start < 0 || start + raw.length > node.end) return;
            const text = raw.replace(/\s*\n\s*/g, " ");
            if (text !== raw) edits.push({ start, end: start + raw.length, text });
          },
        }).visit(parseSync(id, code).program);
        let compacted = code;
        for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
          compacted = compacted.slice(0, start) + text + compacted.slice(end);
        }
        return { code: compacted, map: null };
      },
    },
  };
}
