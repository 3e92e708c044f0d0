import { useMatch, useNavigate, useParams } from "@tanstack/react-router";
import { useCallback, useEffect } from "react";
import { languagePath } from "./language-path";
import { DEFAULT_LANGUAGE, type LanguageId } from "./languages";
import { readStoredLanguage, storeLanguage } from "./storage";
import { basePathOf, languageOfParams } from "./translated-route";

/**
 * Language choice on a translated page (a `{-$lang}` route): the language of the
 * route rendering the caller, and a setter that goes to the same page in another.
 *
 * - The URL wins: `/it/...` shows Italian whatever was stored.
 * - On the default-language address, a remembered other choice is applied by
 *   replacing the URL (read in an effect: storage is browser-only, and the
 *   prerendered HTML of the address must be what the first render shows).
 * - `<html lang>` follows the route's language (the document shell reads it).
 */
export function useLanguageChoice() {
  const language = languageOfParams(useParams({ strict: false }));
  const basePath = basePathOf(useMatch({ strict: false }).fullPath);
  const navigate = useNavigate();

  const setLanguage = useCallback(
    (id: LanguageId, options: { replace?: boolean } = {}) =>
      navigate({
        to: languagePath(id, basePath),
        search: true,
        hash: true,
        replace: options.replace ?? false,
        resetScroll: false,
      }),
    [navigate, basePath],
  );

  useEffect(() => {
    if (language !== DEFAULT_LANGUAGE) return;
    const stored = readStoredLanguage();
    if (stored && stored !== DEFAULT_LANGUAGE) void setLanguage(stored, { replace: true });
  }, [language, setLanguage]);

  const choose = useCallback(
    (id: LanguageId) => {
      storeLanguage(id);
      if (id !== language) void setLanguage(id);
    },
    [language, setLanguage],
  );

  return { language, choose };
}
