import { createFileRoute } from "@tanstack/react-router";
import { MerchantContactPage } from "../../features/merchants/merchant-contact-page";
import { MERCHANT_CONTACT_QUERY } from "../../lib/queries";
import { translatedPageLoader } from "../../lib/routes/load-page";
import { translatedPageHead } from "../../lib/seo/page-head";

const BASE_PATH = "/merchant-contact";

export const Route = createFileRoute("/{-$lang}/merchant-contact")({
  loader: translatedPageLoader(MERCHANT_CONTACT_QUERY),
  head: translatedPageHead(BASE_PATH),
  component: MerchantContactRoute,
});

function MerchantContactRoute() {
  return <MerchantContactPage content={Route.useLoaderData()} basePath={BASE_PATH} />;
}
