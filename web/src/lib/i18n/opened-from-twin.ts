import { defaultLanguageDoor, splitLanguagePath } from "./language-path";

// Read by the language switch's deferred chunk only (use-language-choice.ts): a module of
// its own, so the entry chunk, which reads language-path.ts, does not carry it.

/**
 * Whether a document at `href` was opened from its own twin in another language on this
 * site (`referrer`): the language switch followed as a plain link, before the page was
 * hydrated or with JavaScript off, which is a choice no script could remember on the way;
 * or from this page's door on the static host (defaultLanguageDoor).
 */
export function openedFromTwin(
  referrer: string,
  href: string,
  /** The page's addresses when its versions have slugs of their own (/rome, /it/roma). */
  paths?: Partial<Record<string, string>>,
): boolean {
  let from: URL;
  let here: URL;
  try {
    from = new URL(referrer);
    here = new URL(href);
  } catch {
    return false; // no referrer (typed address, bookmark, a policy that hides it)
  }
  if (from.origin !== here.origin) return false;
  // The static host's door to this page (/en/terms, for /terms): the switch's English link
  // followed without a script, sent on here.
  if (from.pathname === defaultLanguageDoor(here.pathname)) return true;
  const before = splitLanguagePath(from.pathname);
  const now = splitLanguagePath(here.pathname);
  if (before.language === now.language) return false;
  if (paths) return paths[before.language] === from.pathname;
  return before.basePath === now.basePath;
}
