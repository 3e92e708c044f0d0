import { createFileRoute, notFound } from "@tanstack/react-router";
import { seoHead } from "../components/layout/seo-head";
import { MerchantWelcomePage } from "../features/merchants/merchant-welcome-page";
import { languageOf, validateLangSearch } from "../lib/i18n/languages";
import { useLanguageChoice } from "../lib/i18n/use-language-choice";
import { MERCHANT_WELCOME_QUERY } from "../lib/queries";
import { loadQuery } from "../lib/sanity/load-query";
import type { MERCHANT_WELCOME_QUERY_RESULT } from "../lib/sanity.types";

export const Route = createFileRoute("/welcome-you-merchants")({
  validateSearch: validateLangSearch,
  loaderDeps: ({ search }) => ({ lang: languageOf(search) }),
  loader: async ({ context, abortController, deps }) => {
    const page = await loadQuery<MERCHANT_WELCOME_QUERY_RESULT>(
      context.content,
      MERCHANT_WELCOME_QUERY,
      { lang: deps.lang },
      { signal: abortController.signal },
    );
    if (!page) throw notFound();
    return page;
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo, loaderData?.hero.heading),
  component: WelcomeYouMerchantsRoute,
});

function WelcomeYouMerchantsRoute() {
  const content = Route.useLoaderData();
  const { lang } = Route.useSearch();
  const { language, choose } = useLanguageChoice(lang);
  return <MerchantWelcomePage content={content} language={language} onLanguageChange={choose} />;
}
