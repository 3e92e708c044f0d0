import { createFileRoute } from "@tanstack/react-router";
import { MerchantWelcomePage } from "../../features/merchants/merchant-welcome-page";
import { MERCHANT_WELCOME_QUERY } from "../../lib/queries";
import { translatedPageLoader } from "../../lib/routes/load-page";
import { translatedPageHead } from "../../lib/seo/page-head";

export const Route = createFileRoute("/{-$lang}/welcome-you-merchants")({
  loader: translatedPageLoader(MERCHANT_WELCOME_QUERY),
  head: translatedPageHead,
  component: () => <MerchantWelcomePage content={Route.useLoaderData()} />,
});
