import { createFileRoute } from "@tanstack/react-router";
import { HOME_PAGE_SLUG } from "@tastemap/schemas/site-routes";
import { RedirectDialog } from "../../features/home/redirect-dialog";
import { useSectionScroll } from "../../features/home/use-section-scroll";
import { routePageLoader } from "../../features/page/load-built-page";
import { PageWhenNeeded, preloadRenderer } from "../../features/page/page-when-needed";
import { requireLanguage } from "../../lib/i18n/translated-route";
import { HOME_REDIRECT_QUERY } from "../../lib/page-queries/home-redirect";
import { loadQuery } from "../../lib/sanity/load-query";
import { loaderPageHead } from "../../lib/seo/page-head";

const loadHomePage = routePageLoader(HOME_PAGE_SLUG, "/");

/**
 * The home page: the page built from sections with slug "home" in the address's language
 * (/, /it; ADR 0029), prerendered like every page. What stays the home route's own: its
 * redirect dialog (the page's `redirectModal`, read with HOME_REDIRECT_QUERY beside the
 * page), the scroll to a section named by the hash or the navigation state, also when
 * the header's links change the hash on this page (use-section-scroll.ts), and a renderer
 * that hydrates when needed (page-when-needed.tsx), so the first screen costs no more
 * JavaScript than before the home page was built from sections.
 */
export const Route = createFileRoute("/{-$lang}/")({
  loader: async (context) => {
    const lang = requireLanguage(context.params);
    const [built, , redirectModal] = await Promise.all([
      loadHomePage(context),
      // The renderer hydrates when needed (page-when-needed.tsx): loaded here for the HTML
      // and for a client-side visit.
      preloadRenderer(),
      loadQuery(
        context.context.content,
        HOME_REDIRECT_QUERY,
        { lang },
        { signal: context.abortController.signal },
      ),
    ]);
    // Without its own SEO fields the home page takes the site's defaults, as it always did,
    // not a built page's fallbacks (its title, "Home page", and its hero's subheading);
    // only the hero's image stands in for a missing share image.
    const head = { ...built.head, fallback: { image: built.head.fallback.image } };
    return { ...built, head, redirectModal };
  },
  head: loaderPageHead,
  component: HomeRoute,
});

function HomeRoute() {
  const { page, renderedAt, redirectModal } = Route.useLoaderData();
  const draftMode = Route.useRouteContext({ select: (context) => context.draftMode });
  useSectionScroll();
  return (
    <>
      <PageWhenNeeded page={page} draftMode={draftMode} renderedAt={renderedAt} />
      <RedirectDialog content={redirectModal} draftMode={draftMode} />
    </>
  );
}
