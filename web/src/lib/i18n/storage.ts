import { isLanguageId, type LanguageId } from "./languages";

/**
 * The visitor's language choice, remembered for the next visit. Storage can be
 * unavailable (private mode, blocked cookies) or hold anything: every access is
 * guarded and an unknown value reads as "no choice". Browser-only: call from
 * effects and event handlers, never at module scope or in loaders.
 */
export const LANGUAGE_STORAGE_KEY = "tastemap:language";

export function readStoredLanguage(): LanguageId | undefined {
  // The cookie first: storeLanguage writes both, but the static host writes only the cookie
  // (a choice of English made without a script, language-path.ts defaultLanguageDoor), so
  // when the two differ the cookie is the newer choice.
  const cookie = hostingCookieLanguage();
  if (cookie) return cookie;
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageId(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function hostingCookieLanguage(): LanguageId | undefined {
  const prefix = `${HOSTING_LANGUAGE_COOKIE}=`;
  try {
    const value = document.cookie
      .split(";")
      .map((cookie) => cookie.trim())
      .find((cookie) => cookie.startsWith(prefix))
      ?.slice(prefix.length);
    return isLanguageId(value) ? value : undefined;
  } catch {
    return undefined; // a sandboxed document may not read cookies
  }
}

/**
 * The cookie Firebase Hosting's i18n rewrites read before Accept-Language: with it, the
 * static host stops offering another language's page to a visitor who chose (firebase.json).
 */
export const HOSTING_LANGUAGE_COOKIE = "firebase-language-override";

export function storeLanguage(id: LanguageId): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, id);
  } catch {
    // Not remembered; the URL still carries the choice for this visit.
  }
  // A year, site-wide; Lax: only the host reads it, on top-level visits. The Cookie Store
  // API would do, but is missing from older Safari; the value is one of our language ids.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${HOSTING_LANGUAGE_COOKIE}=${id}; path=/; max-age=31536000; SameSite=Lax`;
}
