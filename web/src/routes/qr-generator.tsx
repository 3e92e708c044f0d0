import { createFileRoute } from "@tanstack/react-router";
import { EmbedPage } from "../features/embeds/embed-page";
import { EMBED_PAGE_QUERY } from "../lib/queries";
import { loadPage } from "../lib/routes/load-page";
import { pageHead } from "../lib/seo/page-head";

export const Route = createFileRoute("/qr-generator")({
  loader: ({ context, abortController }) =>
    loadPage(context.content, EMBED_PAGE_QUERY, { slug: "qr-generator" }, abortController.signal),
  head: ({ loaderData, match }) =>
    pageHead(match, { seo: loaderData?.seo, fallback: { title: loaderData?.title } }),
  component: EmbedRoute,
});

function EmbedRoute() {
  return <EmbedPage page={Route.useLoaderData()} />;
}
