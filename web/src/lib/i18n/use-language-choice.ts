import { useNavigate, useParams, useRouter, useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { allHydrated } from "../hydration/hydrate-when-needed";
import { languagePathsOf } from "./language-paths";
import { languageSwitchTarget } from "./language-switch-target";
import { DEFAULT_LANGUAGE, preferredLanguage } from "./languages";
import { openedFromTwin } from "./opened-from-twin";
import { readStoredLanguage, storeLanguage } from "./storage";
import { languageOfParams } from "./translated-route";

/**
 * Language choice on a page: the language of the route rendering the caller, its route
 * path (what languageSwitchTarget reads), and the remembered choice applied.
 *
 * - The URL wins: `/it/...` shows Italian whatever was stored.
 * - On the default-language address, a remembered other choice (or, with none, the
 *   browser's first supported language: `Accept-Language: it` on a first visit) is applied
 *   by replacing the URL (read in an effect: storage is browser-only, and the prerendered HTML of the
 *   address must be what the first render shows).
 * - Arriving from this page's own twin in another language is the switch followed as a
 *   plain link (before hydration, or with JavaScript off): that is the choice, so it is
 *   remembered and not overruled by an older one.
 * - `<html lang>` follows the route's language (the document shell reads it).
 *
 * Called by the header, on every page: the switch itself (language-switch.tsx) hydrates only
 * when the visitor interacts with the page, and the choice must be applied on arrival.
 */
export function useLanguageChoice() {
  const { language, routePath, paths } = useRouteLanguage();
  const navigate = useNavigate();
  const router = useRouter();

  useEffect(() => {
    if (openedFromTwin(document.referrer, window.location.href, paths)) {
      storeLanguage(language);
      return;
    }
    if (language !== DEFAULT_LANGUAGE) return;
    // A remembered choice, or on a first visit the browser's preferred languages.
    const wanted = readStoredLanguage() ?? preferredLanguage(navigator.languages);
    const target =
      wanted && wanted !== DEFAULT_LANGUAGE && languageSwitchTarget(routePath, wanted, paths);
    if (target) {
      // Parts hydrated when needed hydrate first, against the HTML they were rendered for;
      // meanwhile the target's content loads.
      const preloading = router.preloadRoute({ to: target }).catch(() => undefined);
      void Promise.all([allHydrated(), preloading]).then(() =>
        navigate({ to: target, search: true, hash: true, replace: true, resetScroll: false }),
      );
    }
  }, [language, routePath, paths, navigate, router]);

  return { language, routePath, paths };
}

/** The language of the route rendering the caller, that route's path, its versions' paths. */
export function useRouteLanguage() {
  const language = languageOfParams(useParams({ strict: false }));
  // The page's route (the deepest match): the switch lives in the header, rendered by the root.
  const routePath = useRouterState({ select: (state) => state.matches.at(-1)?.fullPath ?? "/" });
  // A page whose versions have slugs of their own (a city guide) names their addresses.
  const paths = useRouterState({
    select: (state) => languagePathsOf(state.matches.at(-1)?.loaderData),
  });
  return { language, routePath, paths };
}
