import { createFileRoute } from "@tanstack/react-router";
import { MerchantContactPage } from "../../features/merchants/merchant-contact-page";
import { MERCHANT_CONTACT_QUERY } from "../../lib/queries";
import { translatedPageLoader } from "../../lib/routes/load-page";
import { translatedPageHead } from "../../lib/seo/page-head";

export const Route = createFileRoute("/{-$lang}/merchant-contact")({
  loader: translatedPageLoader(MERCHANT_CONTACT_QUERY),
  head: translatedPageHead,
  component: () => <MerchantContactPage content={Route.useLoaderData()} />,
});
