import faviconSvg from "../../../public/favicon.svg?raw";
import type { NotFoundContent, SiteSettings } from "../site/site-data";
import { absoluteUrl, type HeadMatch, ogImageUrl } from "./page-head";

/**
 * The icon, in the HTML itself (public/favicon.svg, 320 bytes): one request fewer at the start
 * of every page, on the site's own connection, when a phone's bandwidth goes to the document
 * and its hero. Lighthouse did not measure a difference either way (docs/benchmarks.md, "Lazy
 * images after the largest paint"). In the browser the icon is the one the document came with,
 * read back from its head: the file's text stays out of the entry chunk (about 0.3 KB gzip of
 * every first load). The file stays for whatever asks for it by name.
 */
const FAVICON_HREF = import.meta.env.SSR
  ? `data:image/svg+xml,${encodeURIComponent(faviconSvg)}`
  : (document.querySelector('link[rel="icon"]')?.getAttribute("href") ?? "/favicon.svg");

/** Shared when neither the page nor the site settings name a share image. */
const DEFAULT_SHARE_IMAGE = "/og-default.png";

/**
 * The root route's `head`: what every page has (charset, viewport, icon) and
 * the site-wide defaults a page's own SEO overrides (title, description, share
 * image, site name). Written as tags so the prerendered HTML carries them.
 */
export function siteHead(
  match: HeadMatch,
  root: { settings?: SiteSettings | null; notFound?: NotFoundContent | null } | undefined,
  matches: ReadonlyArray<{ status: string; _notFound?: boolean }>,
) {
  const settings = root?.settings;
  const seo = settings?.defaultSeo;
  // The 404 page (an unknown address, or a page whose document does not exist)
  // has no route of its own: its title and noindex come from here.
  const notFound = matches.some((entry) => entry.status === "notFound" || entry._notFound);
  const notFoundMeta = notFound
    ? [
        ...(root?.notFound?.title ? [{ title: root.notFound.title }] : []),
        { name: "robots", content: "noindex" },
      ]
    : [];
  const image =
    ogImageUrl(match.context.images, seo?.image) ??
    absoluteUrl(match.context.siteUrl, DEFAULT_SHARE_IMAGE);
  const title = seo?.title || settings?.siteName || undefined;
  return {
    meta: [
      { charSet: "utf-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1" },
      { name: "theme-color", content: "#1a202c" },
      ...(title ? [{ title }, { property: "og:title", content: title }] : []),
      ...(seo?.description
        ? [
            { name: "description", content: seo.description },
            { property: "og:description", content: seo.description },
          ]
        : []),
      ...(settings?.siteName ? [{ property: "og:site_name", content: settings.siteName }] : []),
      { property: "og:image", content: image },
      { name: "twitter:image", content: image },
      { name: "twitter:card", content: "summary_large_image" },
      ...notFoundMeta,
    ],
    links: [{ rel: "icon", href: FAVICON_HREF, type: "image/svg+xml" }],
  };
}
