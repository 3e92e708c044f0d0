import { createFileRoute } from "@tanstack/react-router";
import { LegalPage } from "../../features/legal/legal-page";
import { LEGAL_PAGE_QUERY } from "../../lib/queries";
import { translatedPageLoader } from "../../lib/routes/load-page";
import { translatedTitledPageHead } from "../../lib/seo/page-head";

export const Route = createFileRoute("/{-$lang}/terms")({
  loader: translatedPageLoader(LEGAL_PAGE_QUERY, { slug: "terms" }),
  head: translatedTitledPageHead,
  component: () => <LegalPage page={Route.useLoaderData()} />,
});
