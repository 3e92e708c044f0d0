/**
 * Read by the language switch's deferred chunk only (use-language-choice.ts): a module of
 * its own, so the entry chunk (which reads shown-language.ts) does not carry it.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * Each language's address of the page shown, when its versions have slugs of their
 * own (a city guide: `/rome`, `/it/roma`): its loader's `head.language.paths`
 * (routes/{-$lang}/$city.tsx). Undefined for pages at one path in every language.
 */
export function languagePathsOf(loaderData: unknown): Partial<Record<string, string>> | undefined {
  if (!isRecord(loaderData) || !isRecord(loaderData.head)) return undefined;
  const language = loaderData.head.language;
  if (!isRecord(language) || !isRecord(language.paths)) return undefined;
  return language.paths as Partial<Record<string, string>>;
}
