import { createFileRoute, notFound } from "@tanstack/react-router";
import { DashboardView } from "../features/members/dashboard-view";
import { DASHBOARD_PAGE_QUERY } from "../lib/queries";
import { loadQuery } from "../lib/sanity/load-query";
import { pageHead } from "../lib/seo/page-head";

export const Route = createFileRoute("/dashboard")({
  loader: async ({ context, abortController }) => {
    const page = await loadQuery(
      context.content,
      DASHBOARD_PAGE_QUERY,
      {},
      { signal: abortController.signal },
    );
    if (!page) throw notFound();
    return page;
  },
  // Member pages are kept out of search results.
  head: ({ loaderData, match }) =>
    pageHead(match, { fallback: { title: loaderData?.heading }, noindex: true }),
  // Depends on who is signed in: the prerendered file is the shell, the browser renders the rest.
  ssr: false,
  component: DashboardPage,
});

function DashboardPage() {
  return <DashboardView content={Route.useLoaderData()} />;
}
