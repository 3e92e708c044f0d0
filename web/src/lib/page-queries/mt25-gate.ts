import { defineQuery } from "groq";

/**
 * /mt25's gate (schemas/documents/page.ts): the allowed card references and the redirect
 * address, held by the English page at /mt25 for every language.
 *
 * A module of its own, imported only by the route that honours it: its text travels in that
 * route's chunk, not in the entry chunk (queries.ts) nor in the chunk every page's route
 * shares (path-queries.ts).
 */
export const MT25_GATE_QUERY = defineQuery(`
  *[_type == "page" && slug.current == "mt25" && coalesce(language, "en") == "en"][0].gate{
    allowedRefs, redirectPath
  }
`);
