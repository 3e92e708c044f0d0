import { Box, ChakraProvider, Flex } from "@chakra-ui/react";
import {
  createRootRouteWithContext,
  HeadContent,
  lazyRouteComponent,
  Outlet,
  Scripts,
  useParams,
  useRouterState,
} from "@tanstack/react-router";
import type { ReactNode } from "react";
import { RootError } from "../components/layout/root-error";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { MAIN_ID, SkipLink } from "../components/layout/skip-link";
import { useRestoreAddress } from "../lib/hydration/not-found-address";
import { htmlLangOf } from "../lib/i18n/languages";
import { languageOfParams } from "../lib/i18n/translated-route";
import { ROOT_QUERY } from "../lib/queries";
import { isPagePending } from "../lib/routes/page-pending";
import { loadQuery } from "../lib/sanity/load-query";
import { useRefreshIfStale } from "../lib/sanity/refresh-if-stale";
import { siteHead } from "../lib/seo/site-head";
import { useRootData } from "../lib/site/site-data";
import type { RouterContext } from "../router";
import { HEADER_HEIGHT, system } from "../theme";

export const Route = createRootRouteWithContext<RouterContext>()({
  // Header, footer, shared messages, the 404 copy and the content's revision: one request per visit.
  loader: ({ context, abortController }) =>
    loadQuery(context.content, ROOT_QUERY, {}, { signal: abortController.signal }),
  // Loaded once; a retry or a content refresh (router.invalidate) still reloads it.
  staleTime: Number.POSITIVE_INFINITY,
  // The site-wide defaults; pages override them with their own SEO fields.
  head: ({ loaderData, match, matches }) => siteHead(match, loaderData, matches),
  shellComponent: RootDocument,
  component: RootLayout,
  // Rare, so not in every first load; its copy is already here (root loader).
  notFoundComponent: lazyRouteComponent(
    () => import("../features/not-found/not-found-page"),
    "NotFoundPage",
  ),
  errorComponent: RootError,
});

/**
 * The whole HTML document, rendered at build time for every public page and
 * hydrated in the browser: <HeadContent> writes the routes' `head` (title,
 * description, canonical, Open Graph, hreflang, JSON-LD), <Scripts> the
 * hydration data and the entry script. `<html lang>` follows the page's language.
 */
function RootDocument({ children }: { children: ReactNode }) {
  const params = useParams({ strict: false });
  // In the shell, so these also run on the 404 page (which may stand in for a
  // city published after the build).
  useRestoreAddress();
  useRefreshIfStale(useRootData()?.revision);
  return (
    <html lang={htmlLangOf(languageOfParams(params))}>
      <head>
        <HeadContent />
      </head>
      <body>
        <ChakraProvider value={system}>{children}</ChakraProvider>
        <Scripts />
      </body>
    </html>
  );
}

function RootLayout() {
  const { settings } = Route.useLoaderData();
  // A page rendered in the browser only (`ssr: false`: the dashboard)
  // arrives as the shell with its pending view; the footer waits for its
  // content, so it does not show and then jump down when the content arrives.
  const pagePending = useRouterState({ select: (state) => isPagePending(state.matches) });
  return (
    <Flex direction="column" minH="100vh">
      {settings ? <SkipLink label={settings.skipLinkLabel} /> : null}
      {settings ? <SiteHeader settings={settings} /> : null}
      <Box
        as="main"
        id={MAIN_ID}
        tabIndex={-1}
        flex="1"
        pt={settings ? HEADER_HEIGHT : undefined}
        _focus={{ outline: "none" }}
      >
        <Outlet />
      </Box>
      {settings && !pagePending ? <SiteFooter settings={settings} /> : null}
    </Flex>
  );
}
