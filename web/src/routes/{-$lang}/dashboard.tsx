import { createFileRoute } from "@tanstack/react-router";
import { DashboardView } from "../../features/members/dashboard-view";
import { DASHBOARD_PAGE_QUERY } from "../../lib/page-queries/dashboard-page";
import { translatedPageLoader } from "../../lib/routes/load-page";
import { memberPageHead } from "../../lib/seo/page-head";

export const Route = createFileRoute("/{-$lang}/dashboard")({
  loader: translatedPageLoader(DASHBOARD_PAGE_QUERY),
  head: memberPageHead,
  // Depends on who is signed in: the prerendered file is the shell, the browser renders the rest.
  ssr: false,
  component: () => <DashboardView content={Route.useLoaderData()} />,
});
