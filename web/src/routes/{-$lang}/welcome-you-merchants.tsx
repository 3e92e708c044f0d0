import { createFileRoute } from "@tanstack/react-router";
import { MerchantWelcomePage } from "../../features/merchants/merchant-welcome-page";
import { MERCHANT_WELCOME_QUERY } from "../../lib/queries";
import { translatedPageLoader } from "../../lib/routes/load-page";
import { translatedPageHead } from "../../lib/seo/page-head";

const BASE_PATH = "/welcome-you-merchants";

export const Route = createFileRoute("/{-$lang}/welcome-you-merchants")({
  loader: translatedPageLoader(MERCHANT_WELCOME_QUERY),
  head: translatedPageHead(BASE_PATH),
  component: WelcomeYouMerchantsRoute,
});

function WelcomeYouMerchantsRoute() {
  return <MerchantWelcomePage content={Route.useLoaderData()} basePath={BASE_PATH} />;
}
