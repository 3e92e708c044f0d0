/**
 * The redirects staff publish in Studio (schemas/documents/redirect.ts), as the host takes
 * them: read by the build (hosting-redirects.ts) and, live, by the dev server
 * (dev-redirects.ts). Free of imports and of TypeScript Node cannot strip: Node may load
 * the dev server's plugin, and so this module, with type stripping (web/vite.config.ts says when).
 */

/** The published redirects, oldest address first. */
export const CMS_REDIRECTS_QUERY = `*[_type == "redirect" && defined(from) && defined(to)] | order(from asc){
  from, to, statusCode
}`;

export interface CmsRedirect {
  from: string;
  to: string;
  statusCode?: number | null;
}

/** One entry of firebase.json's `hosting.redirects`. */
export interface HostingRedirect {
  source: string;
  destination: string;
  type: 301 | 302;
}

/** A redirect as the host writes it: 302 only when staff chose temporary, 301 otherwise. */
export function hostingRedirect(redirect: CmsRedirect): HostingRedirect {
  return {
    source: redirect.from,
    destination: redirect.to,
    type: redirect.statusCode === 302 ? 302 : 301,
  };
}
