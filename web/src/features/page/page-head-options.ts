import type { PageContent } from "../../sections/types";

/**
 * What a built page gives its `head`: its SEO fields, falling back to its title,
 * its hero's (or intro's) subheading and its hero's image (or first product's); `noindex` keeps it out of search
 * results (the sitemap leaves it out too, web/build/prerender-pages.ts).
 */
export function builtPageHeadOptions(page: PageContent | undefined) {
  const sections = page?.sections ?? [];
  const hero = sections.find((section) => section._type === "hero");
  const intro = sections.find((section) => section._type === "pageIntro");
  // A page without a hero picture (the sticker shop) shares its first product's.
  const products = sections.find((section) => section._type === "productList");
  return {
    seo: page?.seo,
    fallback: {
      title: page?.title,
      description: hero?.subheading ?? intro?.subheading,
      image: hero?.image ?? products?.products[0]?.image,
    },
    noindex: page?.noindex === true,
  };
}
