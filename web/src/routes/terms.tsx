import { createFileRoute } from "@tanstack/react-router";
import { LegalPage } from "../features/legal/legal-page";
import { LEGAL_PAGE_QUERY } from "../lib/queries";
import { loadPage } from "../lib/routes/load-page";
import { pageHead } from "../lib/seo/page-head";

export const Route = createFileRoute("/terms")({
  loader: ({ context, abortController }) =>
    loadPage(context.content, LEGAL_PAGE_QUERY, { slug: "terms" }, abortController.signal),
  head: ({ loaderData, match }) =>
    pageHead(match, { seo: loaderData?.seo, fallback: { title: loaderData?.title } }),
  component: LegalRoute,
});

function LegalRoute() {
  return <LegalPage page={Route.useLoaderData()} />;
}
