import type { JSX } from "react";
import { languagePath } from "../i18n/language-path";
import { DEFAULT_LANGUAGE, type LanguageId, SUPPORTED_LANGUAGES } from "../i18n/languages";
import { basePathOf, languageOfParams } from "../i18n/translated-route";
import type { ImageUrlBuilder, SanityImageData } from "../sanity/image";

/** What a route's `head` knows about where it is rendered (from its match). */
export interface HeadMatch {
  pathname: string;
  context: { siteUrl: string; images: ImageUrlBuilder };
}

/** A page's own SEO, as its query projects it (all optional: the CMS may leave any empty). */
interface PageSeo {
  title?: string | null;
  description?: string | null;
  image?: SanityImageData | null;
}

interface PageHeadOptions {
  /** The page's SEO fields; empty ones fall back to `fallback`, then to the site's defaults. */
  seo?: PageSeo | null;
  fallback?: PageSeo;
  /** Translated pages: the page's language and the path without its language prefix. */
  language?: TranslatedHead;
  /** Kept out of search results (member pages, card-holder pages, the 404). */
  noindex?: boolean;
  /** schema.org structured data for the page. */
  jsonLd?: Record<string, unknown>;
  /** The Open Graph type; "website" unless the page says otherwise. */
  ogType?: string;
}

/** Where a translated page stands: its address's language and what its content has. */
export interface TranslatedHead {
  current: LanguageId;
  basePath: string;
  /**
   * The language of the document shown (its `language` field); another than
   * `current` means the page has no version in `current` yet and shows the
   * default language's: its canonical is that version and it announces no alternates.
   */
  shown?: string | null;
  /** The languages the page has a version in (hreflang lists only these); all when absent. */
  available?: ReadonlyArray<string | null> | null;
  /**
   * Each language's address when the versions have slugs of their own (a city guide:
   * `/rome`, `/it/roma`); otherwise every language's is `basePath` under its prefix.
   */
  paths?: Partial<Record<string, string>>;
}

/** A translated page's address in `language`: its own slug's, or `basePath` under the prefix. */
function translatedPath({ basePath, paths }: TranslatedHead, language: LanguageId): string {
  return paths?.[language] ?? languagePath(language, basePath);
}

type MetaTag = JSX.IntrinsicElements["meta"];
type LinkTag = JSX.IntrinsicElements["link"];
type ScriptTag = JSX.IntrinsicElements["script"];

/**
 * JSON-LD as a script's text: `<` is escaped so CMS text containing
 * `</script>` cannot end the element early.
 */
function jsonLdScript(data: Record<string, unknown>): ScriptTag {
  return { type: "application/ld+json", children: JSON.stringify(data).replace(/</g, "\\u003c") };
}

/** Open Graph's recommended card size; the CMS image is cropped around its hotspot. */
const OG_IMAGE = { width: 1200, height: 630 };

export function ogImageUrl(images: ImageUrlBuilder, image: SanityImageData | null | undefined) {
  const ref = image?.asset?._ref ?? image?.asset?._id;
  if (!image || !ref) return undefined;
  return images.crop(
    { asset: { _ref: ref }, crop: image.crop, hotspot: image.hotspot },
    OG_IMAGE.width,
    OG_IMAGE.height,
  );
}

/** A site path as the absolute URL canonical, Open Graph, hreflang and the sitemap need. */
export const absoluteUrl = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).href;

/** `/it/` (the router's path of a language's home page) is the address `/it` (no trailing slash). */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);

/**
 * A route's `head`: title, description, canonical URL, Open Graph and Twitter
 * card, hreflang alternates and JSON-LD, for TanStack Router's <HeadContent>
 * to render into the prerendered HTML and keep current on client navigation.
 * Empty fields are left out so the root's site-wide defaults apply (the
 * deepest route's tag wins).
 */
export function pageHead(match: HeadMatch, options: PageHeadOptions = {}) {
  const { siteUrl, images } = match.context;
  const title = options.seo?.title || options.fallback?.title || undefined;
  const description = options.seo?.description || options.fallback?.description || undefined;
  const image =
    ogImageUrl(images, options.seo?.image) ?? ogImageUrl(images, options.fallback?.image);
  const fallback = isFallback(options.language);
  // A page standing in for a missing translation is the default language's page.
  const url = absoluteUrl(
    siteUrl,
    fallback && options.language
      ? translatedPath(options.language, DEFAULT_LANGUAGE)
      : withoutTrailingSlash(match.pathname),
  );

  const meta: MetaTag[] = [];
  if (title) meta.push({ title }, { property: "og:title", content: title });
  if (title) meta.push({ name: "twitter:title", content: title });
  if (description) {
    meta.push(
      { name: "description", content: description },
      { property: "og:description", content: description },
      { name: "twitter:description", content: description },
    );
  }
  meta.push(
    { property: "og:url", content: url },
    { property: "og:type", content: options.ogType ?? "website" },
  );
  if (image) {
    meta.push(
      { property: "og:image", content: image },
      { property: "og:image:width", content: String(OG_IMAGE.width) },
      { property: "og:image:height", content: String(OG_IMAGE.height) },
      { name: "twitter:image", content: image },
    );
  }
  if (options.noindex) meta.push({ name: "robots", content: "noindex" });

  const links: LinkTag[] = [];
  if (!options.noindex) links.push({ rel: "canonical", href: url });
  if (options.language) {
    const { current } = options.language;
    meta.push({ property: "og:locale", content: localeOf(fallback ? DEFAULT_LANGUAGE : current) });
  }
  const versions = options.language && !fallback ? availableLanguages(options.language) : [];
  if (options.language && versions.length > 1) {
    const translated = options.language;
    for (const language of versions) {
      links.push({
        rel: "alternate",
        hrefLang: language.htmlLang,
        href: absoluteUrl(siteUrl, translatedPath(translated, language.id)),
      });
    }
    links.push({
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(siteUrl, translatedPath(translated, DEFAULT_LANGUAGE)),
    });
  }
  const scripts: ScriptTag[] = options.jsonLd ? [jsonLdScript(options.jsonLd)] : [];
  return { meta, links, scripts };
}

function isFallback(language: TranslatedHead | undefined): boolean {
  return !!language?.shown && language.shown !== language.current;
}

/** The languages a translated page exists in, in the order of SUPPORTED_LANGUAGES. */
function availableLanguages({ available }: TranslatedHead) {
  return SUPPORTED_LANGUAGES.filter((language) => !available || available.includes(language.id));
}

/** Open Graph locales are language_TERRITORY; the site's languages map to their home country. */
function localeOf(language: LanguageId): string {
  const html = SUPPORTED_LANGUAGES.find((entry) => entry.id === language)?.htmlLang ?? "en";
  return html === "en" ? "en_GB" : `${html}_${html.toUpperCase()}`;
}

/** What a route's `head` receives: its loader's data (undefined while it fails) and its match. */
interface HeadContext<Data, Match extends HeadMatch = HeadMatch> {
  loaderData?: Data;
  match: Match;
}

/** A route whose loader works out its page's `head` options (routePageLoader, the city route). */
export const loaderPageHead = ({ loaderData, match }: HeadContext<{ head?: PageHeadOptions }>) =>
  pageHead(match, loaderData?.head ?? {});

/** Member pages: titled by their heading, and kept out of search results. */
export const memberPageHead = ({ loaderData, match }: HeadContext<{ heading?: string | null }>) =>
  pageHead(match, { fallback: { title: loaderData?.heading }, noindex: true });

/** What a `{-$lang}` route's `head` receives of its match. */
type TranslatedMatch = HeadMatch & { params: { lang?: string }; fullPath: string };

/**
 * A document-translated page's language for `pageHead`: the address's language,
 * the page's path without it, and what the content has (decision 0030).
 */
export function translatedHeadLanguage(
  match: TranslatedMatch,
  shown?: string | null,
  available?: ReadonlyArray<string | null> | null,
): TranslatedHead {
  return {
    current: languageOfParams(match.params),
    basePath: basePathOf(match.fullPath),
    shown,
    available,
  };
}

/** Legal and embedded pages in every language: their SEO fields, falling back to the title. */
export const translatedTitledPageHead = ({
  loaderData,
  match,
}: HeadContext<
  {
    seo?: PageSeo | null;
    title?: string | null;
    language?: string | null;
    languages?: ReadonlyArray<string | null> | null;
  },
  TranslatedMatch
>) =>
  pageHead(match, {
    seo: loaderData?.seo,
    fallback: { title: loaderData?.title },
    language: translatedHeadLanguage(match, loaderData?.language, loaderData?.languages),
  });
