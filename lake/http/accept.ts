/** Reading an `Accept` header the way image CDNs do for `auto=format`. */

/**
 * Whether `accept` names `type` itself with a quality above zero. Wildcards do not count:
 * a client that only says it takes any image has not said it decodes AVIF or WebP, and
 * Sanity's CDN answers it with the original format.
 */
export function acceptsType(accept: string | string[] | undefined, type: string): boolean {
  const header = Array.isArray(accept) ? accept.join(",") : (accept ?? "");
  return header.split(",").some((range) => {
    const [name, ...params] = range.split(";").map((part) => part.trim().toLowerCase());
    if (name !== type) return false;
    const quality = params.find((param) => param.startsWith("q="));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}
