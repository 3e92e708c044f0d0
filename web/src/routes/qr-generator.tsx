import { createFileRoute } from "@tanstack/react-router";
import { EmbedPage } from "../features/embeds/embed-page";
import { EMBED_PAGE_QUERY } from "../lib/queries";
import { pageLoader } from "../lib/routes/load-page";
import { titledPageHead } from "../lib/seo/page-head";

export const Route = createFileRoute("/qr-generator")({
  loader: pageLoader(EMBED_PAGE_QUERY, { slug: "qr-generator" }),
  head: titledPageHead,
  component: () => <EmbedPage page={Route.useLoaderData()} />,
});
