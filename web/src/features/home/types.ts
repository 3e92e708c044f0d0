import type { HOME_REDIRECT_QUERY_RESULT } from "../../lib/sanity.types";

/** The home page's redirect dialog, as HOME_REDIRECT_QUERY reads it. */
export type RedirectContent = NonNullable<HOME_REDIRECT_QUERY_RESULT>;
