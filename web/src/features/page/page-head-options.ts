import type { PageContent } from "./types";

/**
 * What a built page gives its `head`: its SEO fields, falling back to its title
 * and its hero's subheading and image; `noindex` keeps it out of search
 * results (the sitemap leaves it out too, scripts/lib/prerender-pages.ts).
 */
export function builtPageHeadOptions(page: PageContent | undefined) {
  const hero = page?.sections?.find((section) => section._type === "hero");
  return {
    seo: page?.seo,
    fallback: {
      title: page?.title,
      description: hero?.subheading,
      image: hero?.image,
    },
    noindex: page?.noindex === true,
  };
}
