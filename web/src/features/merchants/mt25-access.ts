import { languagePath } from "../../lib/i18n/language-path";
import type { LanguageId } from "../../lib/i18n/languages";

/** Search params of /mt25: the printed card's reference. */
interface Mt25Search {
  ref?: string;
}

// The Studio allows lower-case letters, digits and dashes in allowed refs.
const REF = /^[a-z0-9-]{1,40}$/;

export function validateMt25Search(search: Record<string, unknown>): Mt25Search {
  const ref = typeof search.ref === "string" ? search.ref.trim().toLowerCase() : undefined;
  return ref && REF.test(ref) ? { ref } : {};
}

const MT25_FALLBACK_PATH = "/merchant-contact";

const SITE_PATH = /^\/(?!\/)[a-z0-9/-]*$/;

/**
 * Where a visitor without an allowed reference goes, or undefined when the
 * reference is allowed.
 */
export function mt25RedirectHref(
  page: { allowedRefs?: string[] | null; redirectPath?: string | null },
  ref: string | undefined,
  language: LanguageId,
): string | undefined {
  if (ref && (page.allowedRefs ?? []).includes(ref)) return undefined;
  return mt25DeniedHref(page, language);
}

/**
 * The address for visitors without an allowed reference. It comes from the CMS;
 * anything that is not a plain path on this site falls back to /merchant-contact.
 * The chosen language travels along.
 */
export function mt25DeniedHref(
  page: { redirectPath?: string | null },
  language: LanguageId,
): string {
  const path =
    page.redirectPath && SITE_PATH.test(page.redirectPath) && page.redirectPath !== "/mt25"
      ? page.redirectPath
      : MT25_FALLBACK_PATH;
  return languagePath(language, path);
}
