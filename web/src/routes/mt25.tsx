import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { seoHead } from "../components/layout/seo-head";
import { mt25RedirectHref, validateMt25Search } from "../features/merchants/mt25-access";
import { Mt25Page } from "../features/merchants/mt25-page";
import { languageOf } from "../lib/i18n/languages";
import { useLanguageChoice } from "../lib/i18n/use-language-choice";
import { MT25_PAGE_QUERY } from "../lib/queries";
import { loadQuery } from "../lib/sanity/load-query";
import type { MT25_PAGE_QUERY_RESULT } from "../lib/sanity.types";

/**
 * The allowed card references live in the CMS, so the check happens in the
 * loader: a visitor without one is redirected before anything renders.
 */
export const Route = createFileRoute("/mt25")({
  validateSearch: validateMt25Search,
  loaderDeps: ({ search }) => ({ lang: languageOf(search), ref: search.ref }),
  loader: async ({ context, abortController, deps }) => {
    const data = await loadQuery<MT25_PAGE_QUERY_RESULT>(
      context.content,
      MT25_PAGE_QUERY,
      { lang: deps.lang },
      { signal: abortController.signal },
    );
    const { page, merchant } = data;
    if (!page || !merchant) throw notFound();
    const href = mt25RedirectHref(page, deps.ref, deps.lang);
    if (href) throw redirect({ href, replace: true });
    return { page, merchant };
  },
  head: ({ loaderData }) => {
    const head = seoHead(loaderData?.page.seo, loaderData?.page.hero.heading);
    // A page for card holders only: keep it out of search results.
    return { meta: [...head.meta, { name: "robots", content: "noindex" }] };
  },
  component: Mt25Route,
});

function Mt25Route() {
  const { page, merchant } = Route.useLoaderData();
  const { lang } = Route.useSearch();
  const { language, choose } = useLanguageChoice(lang);
  return <Mt25Page page={page} merchant={merchant} language={language} onLanguageChange={choose} />;
}
