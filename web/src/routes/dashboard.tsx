import { createFileRoute, notFound } from "@tanstack/react-router";
import { DashboardView } from "../features/members/dashboard-view";
import { DASHBOARD_PAGE_QUERY } from "../lib/queries";
import { loadQuery } from "../lib/sanity/load-query";
import type { DASHBOARD_PAGE_QUERY_RESULT } from "../lib/sanity.types";

export const Route = createFileRoute("/dashboard")({
  loader: async ({ context, abortController }) => {
    const page = await loadQuery<DASHBOARD_PAGE_QUERY_RESULT>(
      context.content,
      DASHBOARD_PAGE_QUERY,
      {},
      { signal: abortController.signal },
    );
    if (!page) throw notFound();
    return page;
  },
  head: ({ loaderData }) => ({
    meta: loaderData ? [{ title: loaderData.heading }, { name: "robots", content: "noindex" }] : [],
  }),
  component: DashboardPage,
});

function DashboardPage() {
  return <DashboardView content={Route.useLoaderData()} />;
}
