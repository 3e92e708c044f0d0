import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { mt25RedirectHref, validateMt25Search } from "../../features/merchants/mt25-access";
import { Mt25Page } from "../../features/merchants/mt25-page";
import { requireLanguage } from "../../lib/i18n/translated-route";
import { MT25_PAGE_QUERY } from "../../lib/queries";
import { loadQuery } from "../../lib/sanity/load-query";
import { pageHead } from "../../lib/seo/page-head";

/**
 * The allowed card references live in the CMS, so the check happens in the
 * loader: a visitor without one is redirected before anything renders.
 */
export const Route = createFileRoute("/{-$lang}/mt25")({
  validateSearch: validateMt25Search,
  loaderDeps: ({ search }) => ({ ref: search.ref }),
  loader: async ({ context, abortController, deps, params }) => {
    const lang = requireLanguage(params);
    const data = await loadQuery(
      context.content,
      MT25_PAGE_QUERY,
      { lang },
      { signal: abortController.signal },
    );
    const { page, merchant } = data;
    if (!page || !merchant) throw notFound();
    const href = mt25RedirectHref(page, deps.ref, lang);
    if (href) throw redirect({ href, replace: true });
    return { page, merchant };
  },
  // A page for card holders only: kept out of search results.
  head: ({ loaderData, match }) =>
    pageHead(match, {
      seo: loaderData?.page.seo,
      fallback: { title: loaderData?.page.hero?.heading },
      noindex: true,
    }),
  // Shown only for a printed card's ?ref=, which a static file cannot know: the
  // prerendered /mt25 is the site's shell and the browser decides (content or redirect).
  ssr: false,
  component: Mt25Route,
});

function Mt25Route() {
  const { page, merchant } = Route.useLoaderData();
  return <Mt25Page page={page} merchant={merchant} />;
}
