/**
 * sitemap.xml and robots.txt for the prerendered site, from the content: one
 * <url> per indexable page with its absolute address, its `lastmod` (the newest
 * `_updatedAt` of the documents it shows) and its language alternates.
 */
import { absoluteUrl } from "../src/lib/seo/page-head";

export interface SitemapPage {
  /** Path on the site, e.g. `/rome` or `/it/merchant-contact`. */
  path: string;
  /** ISO timestamp of the newest document the page shows. */
  lastmod?: string | null;
  /** hreflang -> path, for translated pages (x-default included by the caller). */
  alternates?: Record<string, string>;
}

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The newest of several ISO timestamps (null when none is set). */
export function newest(dates: Array<string | null | undefined>): string | null {
  const valid = dates.filter((date): date is string => !!date && !Number.isNaN(Date.parse(date)));
  if (valid.length === 0) return null;
  return valid.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b));
}

export function sitemapXml(siteUrl: string, pages: SitemapPage[]): string {
  const url = (path: string) => escapeXml(absoluteUrl(siteUrl, path));
  const entries = pages.map((page) => {
    const lines = [`  <url>`, `    <loc>${url(page.path)}</loc>`];
    if (page.lastmod) lines.push(`    <lastmod>${escapeXml(page.lastmod)}</lastmod>`);
    for (const [hreflang, path] of Object.entries(page.alternates ?? {})) {
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${url(path)}"/>`,
      );
    }
    lines.push(`  </url>`);
    return lines.join("\n");
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...entries,
    `</urlset>`,
    ``,
  ].join("\n");
}

/** Every public page may be crawled; the member dashboard is private. */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Disallow: /dashboard",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
