import { createFileRoute } from "@tanstack/react-router";
import { loadPage } from "../components/layout/load-page";
import { seoHead } from "../components/layout/seo-head";
import { LegalPage } from "../features/legal/legal-page";
import { LEGAL_PAGE_QUERY } from "../lib/queries";
import type { LEGAL_PAGE_QUERY_RESULT } from "../lib/sanity.types";

export const Route = createFileRoute("/privacy")({
  loader: ({ context, abortController }) =>
    loadPage<LEGAL_PAGE_QUERY_RESULT>(
      context.content,
      LEGAL_PAGE_QUERY,
      { slug: "privacy" },
      abortController.signal,
    ),
  head: ({ loaderData }) => seoHead(loaderData?.seo, loaderData?.title),
  component: LegalRoute,
});

function LegalRoute() {
  return <LegalPage page={Route.useLoaderData()} />;
}
