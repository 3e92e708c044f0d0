import { createFileRoute, notFound } from "@tanstack/react-router";
import { MerchantWelcomePage } from "../../features/merchants/merchant-welcome-page";
import { languageOfParams, requireLanguage } from "../../lib/i18n/translated-route";
import { useLanguageChoice } from "../../lib/i18n/use-language-choice";
import { MERCHANT_WELCOME_QUERY } from "../../lib/queries";
import { loadQuery } from "../../lib/sanity/load-query";
import { pageHead } from "../../lib/seo/page-head";

const BASE_PATH = "/welcome-you-merchants";

export const Route = createFileRoute("/{-$lang}/welcome-you-merchants")({
  loader: async ({ context, abortController, params }) => {
    const lang = requireLanguage(params);
    const page = await loadQuery(
      context.content,
      MERCHANT_WELCOME_QUERY,
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
  component: WelcomeYouMerchantsRoute,
});

function WelcomeYouMerchantsRoute() {
  const content = Route.useLoaderData();
  const lang = languageOfParams(Route.useParams());
  const { language, choose } = useLanguageChoice(lang, BASE_PATH);
  return <MerchantWelcomePage content={content} language={language} onLanguageChange={choose} />;
}
