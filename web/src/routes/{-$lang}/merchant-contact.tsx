import { createFileRoute, notFound } from "@tanstack/react-router";
import { MerchantContactPage } from "../../features/merchants/merchant-contact-page";
import { languageOfParams, requireLanguage } from "../../lib/i18n/translated-route";
import { useLanguageChoice } from "../../lib/i18n/use-language-choice";
import { MERCHANT_CONTACT_QUERY } from "../../lib/queries";
import { loadQuery } from "../../lib/sanity/load-query";
import { pageHead } from "../../lib/seo/page-head";

const BASE_PATH = "/merchant-contact";

export const Route = createFileRoute("/{-$lang}/merchant-contact")({
  loader: async ({ context, abortController, params }) => {
    const lang = requireLanguage(params);
    const page = await loadQuery(
      context.content,
      MERCHANT_CONTACT_QUERY,
      { lang },
      { signal: abortController.signal },
    );
    if (!page) throw notFound();
    return page;
  },
  head: ({ loaderData, match }) =>
    pageHead(match, {
      seo: loaderData?.seo,
      fallback: { title: loaderData?.hero?.heading, description: loaderData?.hero?.subheading },
      language: { current: languageOfParams(match.params), basePath: BASE_PATH },
    }),
  component: MerchantContactRoute,
});

function MerchantContactRoute() {
  const content = Route.useLoaderData();
  const lang = languageOfParams(Route.useParams());
  const { language, choose } = useLanguageChoice(lang, BASE_PATH);
  return <MerchantContactPage content={content} language={language} onLanguageChange={choose} />;
}
