import { createFileRoute } from "@tanstack/react-router";
import { MerchantContactPage } from "../../features/merchants/merchant-contact-page";
import { useLanguageChoice } from "../../lib/i18n/use-language-choice";
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
  const { language, choose } = useLanguageChoice(BASE_PATH);
  return (
    <MerchantContactPage
      content={Route.useLoaderData()}
      language={language}
      onLanguageChange={choose}
    />
  );
}
