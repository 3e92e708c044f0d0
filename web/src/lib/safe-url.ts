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
  if (options.allowRelative && /^\/(?!\/)/.test(trimmed)) return trimmed;
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

/** True when the href leaves the site (opens with rel="noopener noreferrer"). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}
