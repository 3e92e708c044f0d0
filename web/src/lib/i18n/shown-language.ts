function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The language of the document a page shows, from its loader's data: a
 * document-translated page's query projects `language` (decision 0030), at the
 * top (legal, member pages) or on the page's document (`home`, `page`).
 * Undefined for pages translated per field or not at all.
 */
export function shownLanguageOf(loaderData: unknown): string | undefined {
  if (!isRecord(loaderData)) return undefined;
  if (typeof loaderData.language === "string") return loaderData.language;
  for (const value of Object.values(loaderData)) {
    if (isRecord(value) && typeof value.language === "string") return value.language;
  }
  return undefined;
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
