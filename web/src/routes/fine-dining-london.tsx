import { createFileRoute } from "@tanstack/react-router";
import { loadPage } from "../components/layout/load-page";
import { seoHead } from "../components/layout/seo-head";
import { EmbedPage } from "../features/embeds/embed-page";
import { EMBED_PAGE_QUERY } from "../lib/queries";
import type { EMBED_PAGE_QUERY_RESULT } from "../lib/sanity.types";

export const Route = createFileRoute("/fine-dining-london")({
  loader: ({ context, abortController }) =>
    loadPage<EMBED_PAGE_QUERY_RESULT>(
      context.content,
      EMBED_PAGE_QUERY,
      { slug: "fine-dining-london" },
      abortController.signal,
    ),
  head: ({ loaderData }) => seoHead(loaderData?.seo, loaderData?.title),
  component: EmbedRoute,
});

function EmbedRoute() {
  return <EmbedPage page={Route.useLoaderData()} />;
}
