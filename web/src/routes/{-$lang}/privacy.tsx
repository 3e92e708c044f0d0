import { createFileRoute } from "@tanstack/react-router";
import { LegalPage } from "../../features/legal/legal-page";
import { legalPageLoader } from "../../features/legal/legal-page-loader";
import { translatedTitledPageHead } from "../../lib/seo/page-head";

export const Route = createFileRoute("/{-$lang}/privacy")({
  loader: legalPageLoader("privacy"),
  head: translatedTitledPageHead,
  component: () => <LegalPage page={Route.useLoaderData()} />,
});
