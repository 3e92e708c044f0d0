import { createFileRoute } from "@tanstack/react-router";
import { EmbedPage } from "../../features/embeds/embed-page";
import { EMBED_PAGE_QUERY } from "../../lib/page-queries/embed-page";
import { translatedPageLoader } from "../../lib/routes/load-page";
import { translatedTitledPageHead } from "../../lib/seo/page-head";

export const Route = createFileRoute("/{-$lang}/fine-dining-london")({
  loader: translatedPageLoader(EMBED_PAGE_QUERY, { slug: "fine-dining-london" }),
  head: translatedTitledPageHead,
  component: () => <EmbedPage page={Route.useLoaderData()} />,
});
