import { createFileRoute } from "@tanstack/react-router";
import { CookieTable } from "../../features/legal/cookie-table";
import { LegalPage } from "../../features/legal/legal-page";
import { legalPageLoader } from "../../features/legal/legal-page-loader";
import { useAddressLanguage } from "../../lib/i18n/use-lang-param";
import { translatedTitledPageHead } from "../../lib/seo/page-head";
import { useSiteSettings } from "../../lib/site/site-data";

export const Route = createFileRoute("/{-$lang}/privacy")({
  loader: legalPageLoader("privacy"),
  head: translatedTitledPageHead,
  component: PrivacyPage,
});

/** The privacy policy, and after it the cookie table the code keeps (ADR 0054). */
function PrivacyPage() {
  const language = useAddressLanguage();
  const copy = useSiteSettings()?.consent ?? undefined;
  return (
    <LegalPage
      page={Route.useLoaderData()}
      after={<CookieTable language={language} copy={copy} />}
    />
  );
}
