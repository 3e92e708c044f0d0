import { Box, Link as ChakraLink, type LinkProps as ChakraLinkProps } from "@chakra-ui/react";
import { type LinkProps, Link as RouterLink, useRouterState } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { isExternal, safeHref } from "../../lib/safe-url";

// Last resort only: siteSettings.newTabLabel from the root loader is used when present.
const FALLBACK_NEW_TAB_LABEL = "(opens in a new tab)";

function useNewTabLabel(): string {
  const label = useRouterState({
    select: (state) => {
      const data = state.matches[0]?.loaderData as Record<string, unknown> | undefined;
      const direct = data?.newTabLabel;
      if (typeof direct === "string") return direct;
      for (const value of Object.values(data ?? {})) {
        const nested = (value as Record<string, unknown> | null)?.newTabLabel;
        if (typeof nested === "string") return nested;
      }
      return undefined;
    },
  });
  return label?.trim() ? label : FALLBACK_NEW_TAB_LABEL;
}

const linkStyle = {
  color: "accent",
  fontWeight: "semibold",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  _hover: { color: "accent.hover" },
} satisfies ChakraLinkProps;

/**
 * A link whose address comes from the CMS (or is one of the site's own paths):
 * internal addresses use the router (no page reload, preloading on intent),
 * external ones open in a new tab with a screen-reader hint, and an unsafe or
 * malformed address renders as plain text.
 */
export function SiteLink({
  href,
  children,
}: {
  href: string | null | undefined;
  children: ReactNode;
}) {
  const newTabLabel = useNewTabLabel();
  const safe = safeHref(href, { allowRelative: true });
  if (!safe) return <>{children}</>;
  if (isExternal(safe)) {
    return (
      <ChakraLink href={safe} target="_blank" rel="noopener noreferrer" {...linkStyle}>
        {children}
        <Box as="span" srOnly>{` ${newTabLabel}`}</Box>
      </ChakraLink>
    );
  }
  if (safe.startsWith("#")) {
    return (
      <ChakraLink href={safe} {...linkStyle}>
        {children}
      </ChakraLink>
    );
  }
  const url = new URL(safe, "http://site.invalid");
  const hash = url.hash.slice(1);
  return (
    <ChakraLink asChild {...linkStyle}>
      <RouterLink
        // A path from the CMS: the router shows its 404 page if no route matches.
        to={url.pathname as LinkProps["to"]}
        search={Object.fromEntries(url.searchParams) as never}
        hash={hash || undefined}
      >
        {children}
      </RouterLink>
    </ChakraLink>
  );
}
