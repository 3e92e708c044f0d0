interface SeoFields {
  title?: string | null;
  description?: string | null;
}

/**
 * A route's `head`: its SEO title and description, falling back to `title`
 * (e.g. the page's own title). Fields left empty in the CMS are omitted, so the
 * root's default SEO applies instead.
 */
export function seoHead(seo: SeoFields | null | undefined, fallbackTitle?: string | null) {
  const title = seo?.title || fallbackTitle;
  const description = seo?.description;
  return {
    meta: [
      ...(title ? [{ title }] : []),
      ...(description ? [{ name: "description", content: description }] : []),
    ],
  };
}
