import { useNavigate } from "@tanstack/react-router";
import { useCallback, useEffect } from "react";
import { DEFAULT_LANGUAGE, htmlLangOf, type LanguageId } from "./languages";
import { readStoredLanguage, storeLanguage } from "./storage";

type SearchWithLang = Record<string, unknown> & { lang?: LanguageId };

/**
 * Language choice for a translated page whose route validates `?lang=`.
 *
 * - The URL wins: `?lang=it` shows Italian whatever was stored.
 * - Without `lang` in the URL, a remembered choice is applied by replacing the
 *   URL (read in an effect: storage is browser-only and loaders must not
 *   depend on it).
 * - `<html lang>` follows the page's language and goes back to the default
 *   when the page unmounts, so the next page is not announced in Italian.
 */
export function useLanguageChoice(urlLanguage: LanguageId | undefined) {
  const navigate = useNavigate();
  const language = urlLanguage ?? DEFAULT_LANGUAGE;

  const setLanguage = useCallback(
    (id: LanguageId, options: { replace?: boolean } = {}) =>
      navigate({
        to: ".",
        search: (previous: SearchWithLang) => ({ ...previous, lang: id }),
        hash: true,
        replace: options.replace ?? false,
        resetScroll: false,
      }),
    [navigate],
  );

  useEffect(() => {
    if (urlLanguage) return;
    const stored = readStoredLanguage();
    if (stored && stored !== DEFAULT_LANGUAGE) void setLanguage(stored, { replace: true });
  }, [urlLanguage, setLanguage]);

  useEffect(() => {
    const root = document.documentElement;
    root.lang = htmlLangOf(language);
    return () => {
      root.lang = htmlLangOf(DEFAULT_LANGUAGE);
    };
  }, [language]);

  const choose = useCallback(
    (id: LanguageId) => {
      storeLanguage(id);
      if (id !== language) void setLanguage(id);
    },
    [language, setLanguage],
  );

  return { language, choose };
}
