/**
 * Staff type URLs into the CMS; a typo must never become a broken or dangerous
 * link (javascript:, data:, half a URL). Returns the URL to render, or undefined
 * when the value must not be rendered as a link at all.
 */
export function safeHref(
  value: string | null | undefined,
  options: { allowRelative?: boolean; allowMailto?: boolean } = {},
): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  if (options.allowRelative && isSitePath(trimmed)) return trimmed;
  if (options.allowRelative && /^#[\w-]+$/.test(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (url.protocol === "http:" || url.protocol === "https:") return url.href;
  if (options.allowMailto && url.protocol === "mailto:" && url.pathname.includes("@")) {
    return url.href;
  }
  return undefined;
}

/**
 * A path on this site (`/signup`), not a protocol-relative address (`//other.site`). Browsers
 * read `\` as `/` and drop tabs and line breaks anywhere in an address, so `/\other.site` and
 * `/<tab>/other.site` are `//other.site` too: a path has neither.
 */
export function isSitePath(href: string): boolean {
  return /^\/(?!\/)/.test(href) && !/[\\\p{Cc}]/u.test(href);
}

/**
 * The address a frame may load: an http(s) URL, or a path on this site (the seeded
 * stand-in, /embeds/stand-in.html). Never javascript:, data: or a `#section`.
 */
export function safeFrameSrc(value: string | null | undefined): string | undefined {
  const href = safeHref(value, { allowRelative: true });
  return href?.startsWith("#") ? undefined : href;
}

/**
 * True for a path to a file the site serves (/embeds/stand-in.html, /forms/embed.js):
 * not a route, so the browser loads it rather than the router.
 */
export function isSiteFile(href: string): boolean {
  return isSitePath(href) && /^(?:[^?#]*\/)?[^/?#]+\.[a-z0-9]+(?:[?#].*)?$/i.test(href);
}

/** True when the href leaves the site (opens with rel="noopener noreferrer"). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}
