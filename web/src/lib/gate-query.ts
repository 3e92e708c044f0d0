import { defineQuery } from "groq";

/**
 * /mt25's gate (schemas/documents/page.ts): the allowed card references and the redirect
 * address, held by the English page at /mt25 for every language. A module of its own: the
 * route that honours it carries its text, no other page's chunk does (path-queries.ts is
 * shared by every page's route).
 */
export const MT25_GATE_QUERY = defineQuery(`
  *[_type == "page" && slug.current == "mt25" && coalesce(language, "en") == "en"][0].gate{
    allowedRefs, redirectPath
  }
`);
