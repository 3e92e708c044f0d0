import { useRouterState } from "@tanstack/react-router";
import { languagePath, splitLanguagePath } from "./language-path";
import { DEFAULT_LANGUAGE, type LanguageId } from "./languages";

/** The language of the address being shown (`/it/...` is Italian, also on a 404). */
export function useAddressLanguage(): LanguageId {
  return useRouterState({ select: (state) => splitLanguagePath(state.location.pathname).language });
}

/**
 * The `{-$lang}` parameter for a link to another translated page in the
 * current page's language: `<Link to="/{-$lang}/signup" params={{ lang }}>`
 * is `/signup` in English and `/it/signup` in Italian. Undefined for the
 * default language (its addresses have no prefix).
 */
export function useLangParam(): string | undefined {
  const language = useAddressLanguage();
  return language === DEFAULT_LANGUAGE ? undefined : language;
}

/** The same for a plain site path (`/terms` -> `/it/terms` on an Italian page). */
export function useLanguagePath(): (basePath: string) => string {
  const language = useAddressLanguage();
  return (basePath) => languagePath(language, basePath);
}
