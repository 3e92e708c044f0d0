import { createFileRoute } from "@tanstack/react-router";
import {
  MerchantContactPage,
  MerchantContactSectionsPart,
} from "../../features/merchants/merchant-contact-page";
import { preloadInLoader } from "../../lib/hydration/hydrate-when-needed";
import { MERCHANT_CONTACT_QUERY } from "../../lib/queries";
import { translatedPageLoader } from "../../lib/routes/load-page";
import { translatedPageHead } from "../../lib/seo/page-head";

const loadContent = translatedPageLoader(MERCHANT_CONTACT_QUERY);

export const Route = createFileRoute("/{-$lang}/merchant-contact")({
  loader: async (context) => {
    // The sections below the hero: their own chunk (in the HTML when prerendering).
    await preloadInLoader(MerchantContactSectionsPart);
    return await loadContent(context);
  },
  head: translatedPageHead,
  component: () => <MerchantContactPage content={Route.useLoaderData()} />,
});
