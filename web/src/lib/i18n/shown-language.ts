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
