/**
 * What makes a redirect (documents/redirect.ts) one the host can honour, as sentences for
 * staff: pure functions over what the lake answers (redirect-validation.ts asks it), so the
 * rules are tested without a Studio. The build (web/build/hosting-redirects.ts) and the dev
 * server (web/build/dev-redirects.ts) take the published redirects as they are.
 *
 * This module must stay free of `sanity` imports: the scripts import it.
 */
import { DEFAULT_LANGUAGE, isLanguageId, SUPPORTED_LANGUAGES } from "../languages";
import { HOME_PAGE_SLUG, RESERVED_PATHS, SITE_ROUTES } from "../site-routes";

/** A redirect as the validation sees the others: its own id, source and target. */
export interface RedirectEntry {
  _id: string;
  from?: string | null;
  to?: string | null;
}

/**
 * A published document that may answer an address with its slug: a city guide or a page
 * built from sections (each with the languages its translation group has), or a legal or
 * embedded page.
 */
export interface SluggedDocument {
  _type: string;
  slug: string;
  language: string;
  title?: string | null;
  /** The languages of the document's translation group (its twins, itself included). */
  versions?: string[] | null;
}

/** Characters a redirect's source may have: Hosting reads a source as a glob, so none of its. */
const SOURCE_PATH = /^\/[A-Za-z0-9._~%/-]*$/;

const TYPE_NAMES: Record<string, string> = {
  city: "the city guide",
  page: "the page",
  legalPage: "the legal page",
  embedPage: "the embedded page",
};

const languageName = (id: string) =>
  SUPPORTED_LANGUAGES.find((language) => language.id === id)?.englishName ?? id;

/** An absolute http(s) address (a target on another site). */
export function isAbsoluteUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** The path a site address names: no query, no fragment, no trailing slash (the host drops it). */
export function addressPath(address: string): string {
  const path = address.split(/[?#]/)[0] ?? "";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** The language whose addresses `path` is one of: `/it/...` is Italian, anything else English. */
function languageOfAddress(path: string): string {
  const first = path.split("/")[1] ?? "";
  return isLanguageId(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
}

/** The address a document's slug has in `language`: `/rome`, `/it/roma`. */
function addressIn(language: string, slug: string): string {
  return language === DEFAULT_LANGUAGE ? `/${slug}` : `/${language}/${slug}`;
}

/**
 * Why `from` cannot be a redirect's source in `language`, or undefined: a path on this site
 * the host can match (no query, no glob characters, no trailing slash), in the language's
 * addresses (Italian ones start with /it/).
 */
export function sourceFormatProblem(from: string, language: string): string | undefined {
  if (!from.startsWith("/") || from.startsWith("//")) {
    return "Write the old address as a path on this site, starting with /, e.g. /spring-deals";
  }
  if (/[?#]/.test(from)) {
    return "Leave out the ? and # parts: the host matches the path only";
  }
  if (!SOURCE_PATH.test(from)) {
    return "Use letters, digits, dashes, dots and / only: the host reads * ? { } [ ] ! and spaces as patterns";
  }
  if (from.length > 1 && from.endsWith("/")) {
    return "Leave out the / at the end: the host drops it before it looks for a redirect";
  }
  const addressLanguage = languageOfAddress(from);
  if (addressLanguage !== language) {
    return language === DEFAULT_LANGUAGE
      ? `“${from}” is an ${languageName(addressLanguage)} address: set the language to ${languageName(addressLanguage)}, or leave out /${addressLanguage}`
      : `${languageName(language)} addresses start with /${language}/, e.g. /${language}${from === "/" ? "" : from}`;
  }
  return undefined;
}

/** Why `to` cannot be a redirect's target, or undefined: a path on this site or an http(s) address. */
export function targetFormatProblem(to: string): string | undefined {
  if (isAbsoluteUrl(to)) return undefined;
  if (/^\/(?!\/)/.test(to) && !/[\\\s\p{Cc}]/u.test(to)) return undefined;
  return "Write a path on this site starting with / (e.g. /spring-offer) or a full https:// address";
}

/**
 * What answers `address` on the site, said for staff, or undefined when nothing does: the
 * home page, one of the site's own routes (in every language: they are `{-$lang}` routes),
 * an address the site keeps (language prefixes, Studio, API, build files), or a document.
 * A city guide or page built from sections answers its slug under each language its group
 * has (`/it/rome` goes on to `/it/roma`, web/build/city-redirects.ts); an English city
 * guide under every language (a stand-in where it has no version, web/build/prerender-pages.ts).
 */
export function whatServes(address: string, documents: SluggedDocument[]): string | undefined {
  const path = addressPath(address);
  const language = languageOfAddress(path);
  const inLanguage = language === DEFAULT_LANGUAGE ? path : path.slice(language.length + 1) || "/";
  if (inLanguage === "/") return "the home page";
  const segments = inLanguage.slice(1).split("/");
  const first = segments[0] ?? "";
  if ((RESERVED_PATHS as readonly string[]).includes(first)) {
    return "an address the site keeps for itself (language prefixes, Studio, API, build files)";
  }
  if (segments.length > 1) return undefined;
  if (Object.hasOwn(SITE_ROUTES, first)) return "one of the site's own pages (its route)";
  if (first === HOME_PAGE_SLUG) return undefined; // the home page is at /, never at /home
  const serving = documents.find((document) => {
    if (document.slug !== first) return false;
    if (document.language === language) return true;
    if (document._type === "city" && document.language === DEFAULT_LANGUAGE) return true;
    return (
      (document._type === "city" || document._type === "page") &&
      (document.versions ?? []).includes(language)
    );
  });
  if (!serving) return undefined;
  const what = TYPE_NAMES[serving._type] ?? "a document";
  return `${what} “${serving.title ?? serving.slug}”${serving.language === language ? "" : ` (${addressIn(serving.language, serving.slug)})`}`;
}

/** Why a redirect may not start at `from`: something on the site still answers it. */
export function servedSourceProblem(
  from: string,
  documents: SluggedDocument[],
): string | undefined {
  const served = whatServes(from, documents);
  return served
    ? `“${addressPath(from)}” is still served by ${served}: a redirect from it would hide that page. Redirect only an address nothing answers any more`
    : undefined;
}

/** Why a redirect may not go to `to`: an address of this site that nothing answers. */
export function missingTargetProblem(to: string, documents: SluggedDocument[]): string | undefined {
  if (isAbsoluteUrl(to)) return undefined;
  const path = addressPath(to);
  const served = whatServes(path, documents);
  if (served && !served.startsWith("an address the site keeps")) return undefined;
  return `Nothing on the site answers “${path}”: no published page, city guide or route has this address, so visitors would land on the “page not found” page`;
}

/** The redirects other than `self` with a source, one per document (a draft over its published). */
function others(self: string, redirects: RedirectEntry[]): RedirectEntry[] {
  const published = (id: string) => id.replace(/^drafts\./, "");
  const byId = new Map<string, RedirectEntry>();
  for (const redirect of redirects) {
    const id = published(redirect._id);
    if (id === published(self) || !redirect.from) continue;
    if (!byId.has(id) || redirect._id.startsWith("drafts.")) byId.set(id, redirect);
  }
  return [...byId.values()];
}

/**
 * Why a redirect from `from` may not exist beside the others: another redirect has the same
 * source. Undefined when none does.
 */
export function duplicateSourceProblem(
  self: RedirectEntry,
  redirects: RedirectEntry[],
): string | undefined {
  const from = self.from ? addressPath(self.from) : undefined;
  if (!from) return undefined;
  const twin = others(self._id, redirects).find(
    (other) => addressPath(other.from as string) === from,
  );
  return twin
    ? `Another redirect already sends “${from}” to “${twin.to ?? "?"}”: edit that one instead`
    : undefined;
}

/**
 * Why `self` would make a loop or a chain with the other redirects, or undefined. A loop
 * (`/a` → `/b` → `/a`, or `/a` → `/a`) never ends: browsers stop with an error. A chain
 * (`/a` → `/b` while `/b` → `/c`, or `/x` → `/a` while this sends `/a` on) sends visitors
 * twice: each hop costs them a round trip, and search engines may stop following.
 */
export function chainProblem(self: RedirectEntry, redirects: RedirectEntry[]): string | undefined {
  if (!self.from || !self.to || isAbsoluteUrl(self.to)) return undefined;
  const from = addressPath(self.from);
  const to = addressPath(self.to);
  if (from === to) return `This sends “${from}” to itself: a loop that browsers stop with an error`;
  const rest = others(self._id, redirects);
  const sourceOf = new Map(rest.map((other) => [addressPath(other.from as string), other]));
  const hops = [from, to];
  let next = sourceOf.get(to);
  while (next?.to && !isAbsoluteUrl(next.to)) {
    const target = addressPath(next.to);
    hops.push(target);
    if (target === from) {
      return `${hops.map((hop) => `“${hop}”`).join(" → ")} is a loop: browsers would stop with an error. Remove one of these redirects`;
    }
    if (hops.indexOf(target) < hops.length - 1) break; // a loop among the others
    next = sourceOf.get(target);
  }
  const onward = sourceOf.get(to);
  if (onward?.to) {
    return `“${to}” already redirects to “${onward.to}”: send this one straight to “${onward.to}”, or visitors are sent twice`;
  }
  const before = rest.find(
    (other) => other.to && !isAbsoluteUrl(other.to) && addressPath(other.to) === from,
  );
  if (before) {
    return `“${before.from}” already redirects to “${from}”: change that one to go to “${self.to}”, or its visitors are sent twice`;
  }
  return undefined;
}
