import { hydrateWhenNeeded } from "../../lib/hydration/hydrate-when-needed";
import { SIGN_UP_PAGE_QUERY } from "../../lib/page-queries/sign-up-page";
import { translatedPageLoader } from "../../lib/routes/load-page";

/**
 * The links under the sign-up form (sign-up-links.tsx): their own chunk, hydrated at the
 * visitor's first interaction (hydrate-when-needed.tsx, ADR 0037). Until then they are
 * plain links, which is all they are.
 */
export const SignUpLinksPart = hydrateWhenNeeded(() => import("./sign-up-links"), {
  on: "interaction",
});

/**
 * The sign-up page's loader: its copy, and the links' chunk beside it (awaited when
 * prerendering, so the HTML holds them; at once for a client-side visit).
 */
export function signUpPageLoader() {
  const loadPage = translatedPageLoader(SIGN_UP_PAGE_QUERY);
  return async (context: Parameters<typeof loadPage>[0]) => {
    const links = SignUpLinksPart.preload();
    if (import.meta.env.SSR) await links;
    else void links.catch(() => undefined);
    return loadPage(context);
  };
}
