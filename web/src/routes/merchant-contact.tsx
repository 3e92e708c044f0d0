import { createFileRoute, notFound } from "@tanstack/react-router";
import { seoHead } from "../components/layout/seo-head";
import { MerchantContactPage } from "../features/merchants/merchant-contact-page";
import { languageOf, validateLangSearch } from "../lib/i18n/languages";
import { useLanguageChoice } from "../lib/i18n/use-language-choice";
import { MERCHANT_CONTACT_QUERY } from "../lib/queries";
import { loadQuery } from "../lib/sanity/load-query";
import type { MERCHANT_CONTACT_QUERY_RESULT } from "../lib/sanity.types";

export const Route = createFileRoute("/merchant-contact")({
  validateSearch: validateLangSearch,
  loaderDeps: ({ search }) => ({ lang: languageOf(search) }),
  loader: async ({ context, abortController, deps }) => {
    const page = await loadQuery<MERCHANT_CONTACT_QUERY_RESULT>(
      context.content,
      MERCHANT_CONTACT_QUERY,
      { lang: deps.lang },
      { signal: abortController.signal },
    );
    if (!page) throw notFound();
    return page;
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo, loaderData?.hero.heading),
  component: MerchantContactRoute,
});

function MerchantContactRoute() {
  const content = Route.useLoaderData();
  const { lang } = Route.useSearch();
  const { language, choose } = useLanguageChoice(lang);
  return <MerchantContactPage content={content} language={language} onLanguageChange={choose} />;
}
