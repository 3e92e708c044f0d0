import { createFileRoute } from "@tanstack/react-router";
import { loadPage } from "../components/layout/load-page";
import { seoHead } from "../components/layout/seo-head";
import { HomePage } from "../features/home/home-page";
import { loadHomeSections } from "../features/home/load-home-sections";
import { HOME_PAGE_QUERY } from "../lib/queries";
import type { HOME_PAGE_QUERY_RESULT } from "../lib/sanity.types";

export const Route = createFileRoute("/")({
  loader: ({ context, abortController }) => {
    // Code for the sections below the hero downloads while the content loads
    // (counted in the first load of /: STARTUP_IMPORTS, scripts/lib/bundle-report.ts).
    void loadHomeSections().catch(() => undefined);
    return loadPage<HOME_PAGE_QUERY_RESULT>(
      context.content,
      HOME_PAGE_QUERY,
      {},
      abortController.signal,
    );
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage home={Route.useLoaderData()} />;
}
