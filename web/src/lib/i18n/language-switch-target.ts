import { languagePath } from "./language-path";
import type { LanguageId } from "./languages";
import { basePathOf } from "./translated-route";

/** The optional language segment of a translated route's path (`/{-$lang}/hotel-contact`). */
const TRANSLATED_ROUTE = /^\/\{-\$lang\}(?=\/|$)/;

/**
 * Where the language switch takes a visitor who wants `language`, from the route they are
 * on (its `fullPath`, e.g. `/{-$lang}/hotel-contact`) or the addresses its page gives
 * (`paths`, languagePathsOf): the same page in that language, or
 * undefined when the page has no version in it (then the switch offers no link to it).
 *
 * A page has a version in every language exactly when its route is a `{-$lang}` route
 * (today the merchant and hotel pages): making another page bilingual means moving its
 * route under `{-$lang}`, and the switch follows with no change here. A page without a
 * twin gets no link rather than one to some other Italian page: the switch says "this
 * page, in Italian", and landing somewhere else would lose the visitor's place.
 */
export function languageSwitchTarget(
  routePath: string,
  language: LanguageId,
  paths?: Partial<Record<string, string>>,
): string | undefined {
  // A page whose versions have slugs of their own (a city guide: /rome, /it/roma) says
  // where each is (`paths`, from its loader); a language without one gets no link.
  if (paths) return paths[language];
  if (!TRANSLATED_ROUTE.test(routePath)) return undefined;
  const basePath = basePathOf(routePath);
  // A route of a slug (`/{-$lang}/$city`) names its twin in its loader's `paths`: without
  // them (an error, a 404) there is no address to offer, not a link to `/it/$city`.
  if (basePath.includes("$")) return undefined;
  return languagePath(language, basePath);
}
