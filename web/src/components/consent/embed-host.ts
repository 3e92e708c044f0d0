/**
 * The site a gated embed loads from, as a placeholder names it: the host of an http(s)
 * address, or the path of a file this site serves (the seeded stand-ins, ADR 0042), which
 * stands in for another site's address. Pure, so the prerender and the browser agree.
 */
export function embedHost(src: string): string {
  if (src.startsWith("/")) return src;
  try {
    return new URL(src).host;
  } catch {
    return src;
  }
}

/** The CMS sentence with `{host}` filled in. */
export function fillHost(template: string, host: string): string {
  return template.replaceAll("{host}", host);
}
