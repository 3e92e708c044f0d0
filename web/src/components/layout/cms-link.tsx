import { Box } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, forwardRef, type ReactNode } from "react";
import { isExternal, safeHref } from "../../lib/safe-url";
import { FALLBACK, useSiteSettings } from "../../lib/site/site-data";

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "children">;

export interface CmsLinkProps extends AnchorProps {
  /** A URL typed in the CMS: a site path (/signup, /#food), #section, http(s) or mailto. */
  href: string | null | undefined;
  children: ReactNode;
}

/**
 * A site path split for the router: `/#food` → { to: "/", hash: "food" };
 * `#contact` (a section of the current page) → { to: undefined, hash: "contact" }.
 */
export function splitSitePath(href: string): { to: string | undefined; hash: string | undefined } {
  const hashAt = href.indexOf("#");
  if (hashAt === -1) return { to: href, hash: undefined };
  const to = href.slice(0, hashAt) || undefined;
  const hash = decodeURIComponent(href.slice(hashAt + 1)) || undefined;
  return { to, hash };
}

/** Smooth scrolling unless the visitor asked the system for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return typeof window !== "undefined" &&
    window.matchMedia?.("(prefers-reduced-motion: reduce)").matches
    ? "auto"
    : "smooth";
}

/** Screen-reader hint after a link that opens a new tab (copy from the CMS). */
export function NewTabHint() {
  const label = useSiteSettings()?.newTabLabel || FALLBACK.newTab;
  return (
    <Box as="span" srOnly>
      {` ${label}`}
    </Box>
  );
}

/**
 * Every CMS link goes through here: site paths use the router (with smooth
 * scrolling to `#section`), external links open a new tab safely, and a
 * malformed or dangerous URL renders as plain text instead of a link.
 *
 * Forwards its ref to the anchor: Chakra's `asChild` (<Button asChild><CmsLink/>)
 * passes one.
 */
export const CmsLink = forwardRef<HTMLAnchorElement, CmsLinkProps>(function CmsLink(
  { href, children, ...rest },
  ref,
) {
  const safe = safeHref(href, { allowRelative: true, allowMailto: true });
  if (!safe) return <span>{children}</span>;
  if (isExternal(safe)) {
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
  const { to, hash } = splitSitePath(safe);
  return (
    <Link
      {...rest}
      ref={ref}
      // CMS paths are not known to the router's types; it matches them at runtime.
      // No path (`#section`) stays on the current page.
      to={(to ?? ".") as "/"}
      hash={hash}
      hashScrollIntoView={hash ? { behavior: scrollBehavior(), block: "start" } : undefined}
    >
      {children}
    </Link>
  );
});
