/**
 * Which requests the site's dev server answers with a page (dev-server-rendering.ts), as the host
 * answers them in production: a GET or HEAD for an address without a file extension,
 * unless its Accept header asks only for other types. Browsers send
 * `text/html,…`; curl, fetch() and many tools send `*\/*` or nothing, and they get the page
 * too. `Accept: application/json` (a script expecting data) does not.
 */
export interface RequestLine {
  method: string | undefined;
  /** The request target: path and query. */
  url: string;
  accept: string | undefined;
}

export function isPageRequest({ method, url, accept }: RequestLine): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  const pathname = url.split(/[?#]/)[0] ?? "";
  // `/favicon.svg`, `/src/main.tsx`: a file, whatever it is, is never a page.
  if (/\.[^/]*$/.test(pathname)) return false;
  return acceptsHtml(accept);
}

/** Whether an Accept header admits text/html (RFC 9110: a missing header admits anything). */
function acceptsHtml(accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  return accept.split(",").some((range) => {
    const [type = "", ...parameters] = range.split(";").map((part) => part.trim().toLowerCase());
    if (type !== "text/html" && type !== "text/*" && type !== "*/*") return false;
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}
