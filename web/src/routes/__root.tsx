import { Box, ChakraProvider, Flex } from "@chakra-ui/react";
import {
  createRootRouteWithContext,
  HeadContent,
  lazyRouteComponent,
  Outlet,
  redirect,
  Scripts,
  useRouterState,
} from "@tanstack/react-router";
import type { ReactNode } from "react";
import {
  LanguageSwitchLoader,
  UntranslatedNoticeLoader,
} from "../components/layout/load-language-switch";
import { SiteFooterPart } from "../components/layout/load-site-footer";
import { RootError } from "../components/layout/root-error";

import { SiteHeader } from "../components/layout/site-header";
import { MAIN_ID, SkipLink } from "../components/layout/skip-link";
import { WhenNeeded } from "../lib/hydration/hydrate-when-needed";
import { useRestoreAddress } from "../lib/hydration/not-found-address";
import { pageBehindDoor, splitLanguagePath } from "../lib/i18n/language-path";
import { DEFAULT_LANGUAGE, htmlLangOf, type LanguageId } from "../lib/i18n/languages";
import { shownLanguageOf } from "../lib/i18n/shown-language";
import { useAddressLanguage } from "../lib/i18n/use-lang-param";
import { ROOT_QUERY } from "../lib/queries";
import { isPagePending } from "../lib/routes/page-pending";
import { loadQuery } from "../lib/sanity/load-query";
import { useRefreshIfStale } from "../lib/sanity/refresh-if-stale";
import { siteHead } from "../lib/seo/site-head";
import type { RouterContext } from "../router";
import { HEADER_HEIGHT, siteSystem } from "../theme";

/**
 * The language the root's data was loaded in. In the browser, before any load, it is
 * the first address's (the prerendered HTML's data is in that language).
 */
let rootLanguage: LanguageId | undefined =
  typeof window === "undefined" ? undefined : splitLanguagePath(window.location.pathname).language;

export const Route = createRootRouteWithContext<RouterContext>()({
  // The static host answers a page's door (/en/terms: the language switch's English link
  // before hydration) itself; the dev server has no such host, so there the door is the
  // page. Left out of the build: once hydrated the switch links the page itself.
  beforeLoad: import.meta.env.DEV
    ? ({ location }) => {
        const page = pageBehindDoor(location.pathname);
        if (page) throw redirect({ href: `${page}${location.searchStr}`, replace: true });
      }
    : undefined,
  // Header, footer, shared messages and the 404 copy: one request per
  // visit, in the address's language (also on a 404: `/it/anything` answers in Italian).
  loader: async ({ context, abortController, location }) => {
    rootLanguage = splitLanguagePath(location.pathname).language;
    // The language switch and the untranslated-page notice are their own chunk: in the
    // prerendered HTML, hydrated later.
    if (import.meta.env.SSR) {
      await Promise.all([
        LanguageSwitchLoader.preload(),
        UntranslatedNoticeLoader.preload(),
        SiteFooterPart.preload(),
      ]);
    }
    return await loadQuery(
      context.content,
      ROOT_QUERY,
      { lang: rootLanguage },
      { signal: abortController.signal },
    );
  },
  // Loaded once per language (a route's loaderDeps cannot see the path): reloaded when
  // a navigation changes the address's language; a retry or a content refresh
  // (router.invalidate) still reloads it.
  shouldReload: ({ location }) => splitLanguagePath(location.pathname).language !== rootLanguage,
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
  const language = useAddressLanguage();
  // In the shell, so these also run on the 404 page (which may stand in for a
  // city published after the build).
  useRestoreAddress();
  useRefreshIfStale();
  return (
    <html lang={htmlLangOf(language)}>
      <head>
        <HeadContent />
      </head>
      <body>
        <ChakraProvider value={siteSystem()}>{children}</ChakraProvider>
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
  // A page with no version in the address's language shows the default one's, said so.
  const language = useAddressLanguage();
  const shown = useRouterState({
    select: (state) => shownLanguageOf(state.matches.at(-1)?.loaderData),
  });
  const untranslated = shown !== undefined && shown !== language;
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
        lang={untranslated ? htmlLangOf(DEFAULT_LANGUAGE) : undefined}
      >
        {untranslated && settings?.untranslatedNotice ? (
          <WhenNeeded
            part={UntranslatedNoticeLoader}
            props={{ text: settings.untranslatedNotice, lang: htmlLangOf(language) }}
          />
        ) : null}
        <Outlet />
      </Box>
      {settings && !pagePending ? <WhenNeeded part={SiteFooterPart} props={{ settings }} /> : null}
    </Flex>
  );
}
