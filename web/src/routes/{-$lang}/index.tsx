import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../../features/home/home-page";
import { HomeSections } from "../../features/home/load-home-sections";
import { requireLanguage } from "../../lib/i18n/translated-route";
import { HOME_PAGE_QUERY } from "../../lib/page-queries/home-page";
import { loadPage } from "../../lib/routes/load-page";
import { pageHead, translatedHeadLanguage } from "../../lib/seo/page-head";

export const Route = createFileRoute("/{-$lang}/")({
  loader: async ({ context, abortController, params }) => {
    const lang = requireLanguage(params);
    // The sections below the hero are their own chunk: fetched alongside the
    // content in the browser; awaited when prerendering, so the HTML holds them.
    const sections = HomeSections.preload();
    if (import.meta.env.SSR) await sections;
    else void sections.catch(() => undefined);
    const home = await loadPage(context.content, HOME_PAGE_QUERY, { lang }, abortController.signal);
    // The waitlist counter depends on the day: the page first shows the count
    // of the day it was rendered (so hydration matches the HTML), then today's.
    return { home, renderedAt: new Date().toISOString() };
  },
  head: ({ loaderData, match }) =>
    pageHead(match, {
      seo: loaderData?.home.seo,
      fallback: { image: loaderData?.home.hero?.image },
      language: translatedHeadLanguage(
        match,
        loaderData?.home.language,
        loaderData?.home.languages,
      ),
    }),
  component: HomeRoute,
});

function HomeRoute() {
  const { home, renderedAt } = Route.useLoaderData();
  const draftMode = Route.useRouteContext({ select: (context) => context.draftMode });
  return <HomePage home={home} renderedAt={renderedAt} draftMode={draftMode} />;
}
