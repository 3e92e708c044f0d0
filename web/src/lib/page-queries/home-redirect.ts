import { defineQuery } from "groq";

/**
 * The home page's redirect dialog (schemas/documents/page.ts, `redirectModal`) in $lang: a
 * field of the page at slug "home" that only the home route honours, as only /mt25's
 * honours its gate.
 *
 * A module of its own, imported only by that route: its text travels in the home route's
 * chunk, not in the entry chunk nor in the chunk every page's route shares (path-queries.ts).
 */
export const HOME_REDIRECT_QUERY = defineQuery(`
  *[_type == "page" && slug.current == "home" && coalesce(language, "en") == $lang][0].redirectModal{
    enabled, heading, text, targetUrl, countdownSeconds, countdownTemplate, stayLabel, goLabel
  }
`);
