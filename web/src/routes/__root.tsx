import { Box, Flex } from "@chakra-ui/react";
import { createRootRouteWithContext, lazyRouteComponent, Outlet } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { HEADER_HEIGHT } from "../components/layout/brand";
import { DocumentHead } from "../components/layout/document-head";
import { RootError } from "../components/layout/root-error";
import { ROOT_QUERY } from "../components/layout/root-query";
import { seoHead } from "../components/layout/seo-head";
import type { RootData } from "../components/layout/site-data";
import { SiteHeader } from "../components/layout/site-header";
import { MAIN_ID, SkipLink } from "../components/layout/skip-link";
import { useFirstPageShown } from "../components/layout/use-first-page-shown";
import { loadQuery } from "../lib/sanity/load-query";
import type { RouterContext } from "../router";

// Below the fold on every page: not in the entry chunk; the root loader starts
// its download in parallel with the content request (so the bundle report counts
// it in every route's first load: STARTUP_IMPORTS in scripts/lib/bundle-report.ts).
const loadFooter = () =>
  import("../components/layout/site-footer").then((module) => ({ default: module.SiteFooter }));
const SiteFooter = lazy(loadFooter);

export const Route = createRootRouteWithContext<RouterContext>()({
  // Header, footer, shared messages and the 404 copy: one request per visit.
  loader: ({ context, abortController }) => {
    void loadFooter().catch(() => undefined);
    return loadQuery<RootData>(context.content, ROOT_QUERY, {}, { signal: abortController.signal });
  },
  // Loaded once; a retry (router.invalidate) still reloads it.
  staleTime: Number.POSITIVE_INFINITY,
  // The site-wide default; pages override it with their own SEO fields.
  head: ({ loaderData }) => seoHead(loaderData?.settings?.defaultSeo),
  component: RootLayout,
  // Rare, so not in every first load; its copy is already here (root loader).
  notFoundComponent: lazyRouteComponent(
    () => import("../features/not-found/not-found-page"),
    "NotFoundPage",
  ),
  errorComponent: RootError,
});

function RootLayout() {
  const { settings } = Route.useLoaderData();
  const firstPageShown = useFirstPageShown();
  return (
    <>
      <DocumentHead />
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
        {settings && firstPageShown ? (
          <Suspense fallback={null}>
            <SiteFooter settings={settings} />
          </Suspense>
        ) : null}
      </Flex>
    </>
  );
}
