import { createFileRoute } from "@tanstack/react-router";
import { loadPage } from "../components/layout/load-page";
import { HomePage } from "../features/home/home-page";
import { loadHomeSections } from "../features/home/load-home-sections";
import { HOME_PAGE_QUERY } from "../lib/queries";
import { pageHead } from "../lib/seo/page-head";

export const Route = createFileRoute("/")({
  loader: ({ context, abortController, preload }) => {
    // The sections below the hero are not in the first load of / (its 150 KB
    // budget): HomePage requests their chunk once the hero is on screen. A link hover
    // (preload) fetches it early, so a visitor arriving from another page sees
    // the whole page at once.
    if (preload) void loadHomeSections().catch(() => undefined);
    return loadPage(context.content, HOME_PAGE_QUERY, {}, abortController.signal);
  },
  head: ({ loaderData, match }) =>
    pageHead(match, { seo: loaderData?.seo, fallback: { image: loaderData?.hero?.image } }),
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage home={Route.useLoaderData()} />;
}
