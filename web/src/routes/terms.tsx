import { createFileRoute } from "@tanstack/react-router";
import { LegalPage } from "../features/legal/legal-page";
import { LEGAL_PAGE_QUERY } from "../lib/queries";
import { pageLoader } from "../lib/routes/load-page";
import { titledPageHead } from "../lib/seo/page-head";

export const Route = createFileRoute("/terms")({
  loader: pageLoader(LEGAL_PAGE_QUERY, { slug: "terms" }),
  head: titledPageHead,
  component: () => <LegalPage page={Route.useLoaderData()} />,
});
