import { Link } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, forwardRef, type ReactNode } from "react";
import { isExternal, isSiteFile, safeHref } from "../lib/safe-url";
import { scrollBehavior } from "../lib/scroll";
import { NewTabHint } from "./new-tab-hint";

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "children">;

interface CmsLinkProps extends AnchorProps {
  /** A URL typed in the CMS: a site path (/signup, /#food), #section, http(s) or mailto. */
  href: string | null | undefined;
  children: ReactNode;
}

/**
 * A site path split for the router: `/#food` → { to: "/", hash: "food" };
 * `/mt25?ref=x` → { to: "/mt25", search: { ref: "x" } }; `#contact` (a section
 * of the current page) → { to: undefined, hash: "contact" }.
 */
export function splitSitePath(href: string): {
  to: string | undefined;
  search?: Record<string, string>;
  hash: string | undefined;
} {
  const hashAt = href.indexOf("#");
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? undefined : decodeURIComponent(href.slice(hashAt + 1)) || undefined;
  const queryAt = beforeHash.indexOf("?");
  if (queryAt === -1) return { to: beforeHash || undefined, hash };
  const search = Object.fromEntries(new URLSearchParams(beforeHash.slice(queryAt + 1)));
  return { to: beforeHash.slice(0, queryAt) || undefined, search, hash };
}

/**
 * Every link whose address comes from the CMS (or is one of the site's own
 * paths): site paths use the router (with smooth scrolling to `#section`),
 * external links open a new tab safely with a screen-reader hint, and a
 * malformed or dangerous URL renders as plain text instead of a link.
 *
 * Unstyled; forwards its ref and props to the anchor, so Chakra's `asChild`
 * (<Box asChild {...style}><CmsLink/></Box>, <Button asChild>) styles it.
 */
export const CmsLink = forwardRef<HTMLAnchorElement, CmsLinkProps>(function CmsLink(
  { href, children, ...rest },
  ref,
) {
  const safe = safeHref(href, { allowRelative: true, allowMailto: true });
  if (!safe) return <span>{children}</span>;
  // A file the site serves (the seeded stand-in /embeds/stand-in.html) is not a route,
  // so not the router's: it opens in a new tab, as another site's page would.
  if (isExternal(safe) || isSiteFile(safe)) {
    return (
      <a {...rest} ref={ref} href={safe} target="_blank" rel="noopener noreferrer">
        {children}
        <NewTabHint />
      </a>
    );
  }
  if (safe.startsWith("mailto:")) {
    return (
      <a {...rest} ref={ref} href={safe}>
        {children}
      </a>
    );
  }
  const { to, search, hash } = splitSitePath(safe);
  return (
    <Link
      {...rest}
      ref={ref}
      // CMS paths are not known to the router's types; it matches them at runtime
      // (and shows its 404 page when nothing does). No path (`#section`) stays on
      // the current page.
      to={(to ?? ".") as "."}
      search={search as never}
      hash={hash}
      hashScrollIntoView={hash ? { behavior: scrollBehavior(), block: "start" } : undefined}
    >
      {children}
    </Link>
  );
});
