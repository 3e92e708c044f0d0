import type { SIGN_UP_PAGE_QUERY_RESULT } from "../../lib/sanity.types";

/** The sign-up page's copy, as its query reads it. */
export type SignUpContent = NonNullable<SIGN_UP_PAGE_QUERY_RESULT>;
