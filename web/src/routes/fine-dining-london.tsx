import { createFileRoute } from "@tanstack/react-router";
import { EmbedPage } from "../features/embeds/embed-page";
import { EMBED_PAGE_QUERY } from "../lib/queries";
import { pageLoader } from "../lib/routes/load-page";
import { titledPageHead } from "../lib/seo/page-head";

export const Route = createFileRoute("/fine-dining-london")({
  loader: pageLoader(EMBED_PAGE_QUERY, { slug: "fine-dining-london" }),
  head: titledPageHead,
  component: () => <EmbedPage page={Route.useLoaderData()} />,
});
