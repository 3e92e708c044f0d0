import { notFound } from "@tanstack/react-router";
import { languageOfParam } from "./language-path";
import { DEFAULT_LANGUAGE, type LanguageId } from "./languages";

/**
 * The language of a `{-$lang}` route's page, for its loader: an unknown prefix
 * (`/xx/merchant-contact`, or `/en/...`, which has a bare address) is a 404.
 */
export function requireLanguage(params: { lang?: string }): LanguageId {
  const language = languageOfParam(params.lang);
  if (!language) throw notFound();
  return language;
}

/**
 * A translated route's address without its language segment: the route
 * "/{-$lang}/hotel-contact" is at "/hotel-contact" (English) and
 * "/it/hotel-contact" (Italian).
 */
export function basePathOf(fullPath: string): string {
  return fullPath.replace(/^\/\{-\$lang\}(?=\/|$)/, "") || "/";
}

/** The same for rendering and `head`, where the loader has already refused unknown prefixes. */
export function languageOfParams(params: { lang?: string }): LanguageId {
  return languageOfParam(params.lang) ?? DEFAULT_LANGUAGE;
}
